import os

import requests

response = requests.post(
    "https://api.example.org/v1/attachments",
    headers={
        "Authorization": "Bearer " + os.environ["BOB_API_KEY"],
        "Accept": "application/json",
    },
    data={
        "caption": "A fox",
        "labels": [
            "animal",
            "orange",
        ],
    },
    files={
        "file": open("path/to/file", "rb"),
    },
)
response.raise_for_status()
print(response.json())
