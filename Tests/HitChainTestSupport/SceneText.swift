/// A minimal valid scene document with `body` spliced into the window's subviews.
public func sceneText(subviews: String, extraWindowFields: String = "", top: String = "") -> String {
    """
    {
      "format": "hitchain-scene", "version": 1,\(top)
      "windows": [
        { "name": "window", "frame": [0, 0, 375, 667]\(extraWindowFields),
          "subviews": [\(subviews)] }
      ]
    }
    """
}
