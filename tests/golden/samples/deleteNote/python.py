import os

import requests

response = requests.delete(
    "https://api.example.org/v1/notes/n_1?key=" + os.environ["BOB_KEY"],
)
response.raise_for_status()
print(response.status_code)
