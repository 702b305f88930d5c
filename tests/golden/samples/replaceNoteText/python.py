import os

import requests

response = requests.put(
    "https://api.example.org/v1/notes/n_1",
    headers={
        "Authorization": "Bearer " + os.environ["BOB_API_KEY"],
        "Content-Type": "text/plain",
    },
    data="Line one\nLine two: 100% \\ done",
)
response.raise_for_status()
print(response.status_code)
