import os

import requests

response = requests.put(
    "https://api.example.org/v1/users/u_1/avatar",
    headers={
        "Authorization": "Bearer " + os.environ["BOB_API_KEY"],
        "Accept": "application/json",
        "Content-Type": "image/png",
    },
    data=open("path/to/file", "rb"),
)
response.raise_for_status()
print(response.json())
