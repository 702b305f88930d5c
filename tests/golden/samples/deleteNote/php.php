<?php

require __DIR__ . '/vendor/autoload.php';

$client = new GuzzleHttp\Client();
$response = $client->request('DELETE', 'https://api.example.org/v1/notes/n_1?key=' . getenv('BOB_KEY'));

echo $response->getStatusCode(), PHP_EOL;
