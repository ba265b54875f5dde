"""Place, street and organisation pools. Towns are real place names; every hospital, practice,
laboratory, employer and other organisation name is assembled from invented stems."""


def _s(text):
    return [w.strip() for w in text.split('|') if w.strip()]


# UK and Ireland: (town, county, postcode area or Eircode routing key, phone area code)
TOWNS_UK = {
    'ENG': [('Leeds', 'West Yorkshire', 'LS', '0113'), ('Bradford', 'West Yorkshire', 'BD', '01274'),
            ('Sheffield', 'South Yorkshire', 'S', '0114'), ('Norwich', 'Norfolk', 'NR', '01603'),
            ('Ipswich', 'Suffolk', 'IP', '01473'), ('Exeter', 'Devon', 'EX', '01392'),
            ('Truro', 'Cornwall', 'TR', '01872'), ('Derby', 'Derbyshire', 'DE', '01332'),
            ('Leicester', 'Leicestershire', 'LE', '0116'), ('Coventry', 'West Midlands', 'CV', '024'),
            ('Stockport', 'Greater Manchester', 'SK', '0161'), ('Bolton', 'Greater Manchester', 'BL', '01204'),
            ('Wigan', 'Greater Manchester', 'WN', '01942'), ('Preston', 'Lancashire', 'PR', '01772'),
            ('Carlisle', 'Cumbria', 'CA', '01228'), ('Darlington', 'County Durham', 'DL', '01325'),
            ('Gateshead', 'Tyne and Wear', 'NE', '0191'), ('Hull', 'East Riding of Yorkshire', 'HU', '01482'),
            ('Lincoln', 'Lincolnshire', 'LN', '01522'), ('Luton', 'Bedfordshire', 'LU', '01582'),
            ('Reading', 'Berkshire', 'RG', '0118'), ('Slough', 'Berkshire', 'SL', '01753'),
            ('Gloucester', 'Gloucestershire', 'GL', '01452'), ('Bath', 'Somerset', 'BA', '01225'),
            ('Worthing', 'West Sussex', 'BN', '01903'), ('Hastings', 'East Sussex', 'TN', '01424'),
            ('Swindon', 'Wiltshire', 'SN', '01793'), ('Taunton', 'Somerset', 'TA', '01823'),
            ('Wakefield', 'West Yorkshire', 'WF', '01924'), ('Barnsley', 'South Yorkshire', 'S', '01226'),
            ('Kendal', 'Cumbria', 'LA', '01539'), ('Whitby', 'North Yorkshire', 'YO', '01947'),
            ('Harrogate', 'North Yorkshire', 'HG', '01423'), ('Boston', 'Lincolnshire', 'PE', '01205'),
            ('Bristol', 'Avon', 'BS', '0117'), ('Redruth', 'Cornwall', 'TR', '01209')],
    'SCO': [('Glasgow', 'Lanarkshire', 'G', '0141'), ('Dundee', 'Angus', 'DD', '01382'),
            ('Aberdeen', 'Aberdeenshire', 'AB', '01224'), ('Inverness', 'Highland', 'IV', '01463'),
            ('Paisley', 'Renfrewshire', 'PA', '0141'), ('Perth', 'Perth and Kinross', 'PH', '01738'),
            ('Stirling', 'Stirlingshire', 'FK', '01786'), ('Kilmarnock', 'Ayrshire', 'KA', '01563'),
            ('Ayr', 'Ayrshire', 'KA', '01292'), ('Dumfries', 'Dumfries and Galloway', 'DG', '01387'),
            ('Falkirk', 'Stirlingshire', 'FK', '01324'), ('Kirkcaldy', 'Fife', 'KY', '01592'),
            ('Elgin', 'Moray', 'IV', '01343'), ('Oban', 'Argyll and Bute', 'PA', '01631')],
    'WAL': [('Cardiff', 'South Glamorgan', 'CF', '029'), ('Swansea', 'West Glamorgan', 'SA', '01792'),
            ('Newport', 'Gwent', 'NP', '01633'), ('Wrexham', 'Clwyd', 'LL', '01978'),
            ('Bangor', 'Gwynedd', 'LL', '01248'), ('Aberystwyth', 'Ceredigion', 'SY', '01970'),
            ('Llanelli', 'Carmarthenshire', 'SA', '01554'), ('Bridgend', 'Mid Glamorgan', 'CF', '01656'),
            ('Merthyr Tydfil', 'Mid Glamorgan', 'CF', '01685'), ('Carmarthen', 'Carmarthenshire', 'SA', '01267'),
            ('Newtown', 'Powys', 'SY', '01686'), ('Holyhead', 'Anglesey', 'LL', '01407')],
    'NIR': [('Belfast', 'Co. Antrim', 'BT', '028'), ('Derry', 'Co. Londonderry', 'BT', '028'),
            ('Newry', 'Co. Down', 'BT', '028'), ('Lisburn', 'Co. Antrim', 'BT', '028'),
            ('Omagh', 'Co. Tyrone', 'BT', '028'), ('Enniskillen', 'Co. Fermanagh', 'BT', '028'),
            ('Ballymena', 'Co. Antrim', 'BT', '028'), ('Armagh', 'Co. Armagh', 'BT', '028'),
            ('Coleraine', 'Co. Londonderry', 'BT', '028'), ('Bangor', 'Co. Down', 'BT', '028')],
    'IRL': [('Cork', 'Co. Cork', 'T12', '021'), ('Galway', 'Co. Galway', 'H91', '091'),
            ('Limerick', 'Co. Limerick', 'V94', '061'), ('Waterford', 'Co. Waterford', 'X91', '051'),
            ('Sligo', 'Co. Sligo', 'F91', '071'), ('Tralee', 'Co. Kerry', 'V92', '066'),
            ('Athlone', 'Co. Westmeath', 'N37', '090'), ('Drogheda', 'Co. Louth', 'A92', '041'),
            ('Dundalk', 'Co. Louth', 'A91', '042'), ('Kilkenny', 'Co. Kilkenny', 'R95', '056'),
            ('Letterkenny', 'Co. Donegal', 'F92', '074'), ('Ennis', 'Co. Clare', 'V95', '065'),
            ('Castlebar', 'Co. Mayo', 'F23', '094'), ('Navan', 'Co. Meath', 'C15', '046'),
            ('Mallow', 'Co. Cork', 'P51', '022'), ('Clonmel', 'Co. Tipperary', 'E91', '052')],
}

# Australia: (town, state abbreviation, state name, postcode, area code)
TOWNS_AUS = [('Wollongong', 'NSW', 'New South Wales', '2500', '02'), ('Newcastle', 'NSW', 'New South Wales', '2300', '02'),
             ('Dubbo', 'NSW', 'New South Wales', '2830', '02'), ('Queanbeyan', 'NSW', 'New South Wales', '2620', '02'),
             ('Geelong', 'VIC', 'Victoria', '3220', '03'), ('Ballarat', 'VIC', 'Victoria', '3350', '03'),
             ('Bendigo', 'VIC', 'Victoria', '3550', '03'), ('Toowoomba', 'QLD', 'Queensland', '4350', '07'),
             ('Cairns', 'QLD', 'Queensland', '4870', '07'), ('Townsville', 'QLD', 'Queensland', '4810', '07'),
             ('Bunbury', 'WA', 'Western Australia', '6230', '08'), ('Geraldton', 'WA', 'Western Australia', '6530', '08'),
             ('Launceston', 'TAS', 'Tasmania', '7250', '03'), ('Hobart', 'TAS', 'Tasmania', '7000', '03'),
             ('Mount Gambier', 'SA', 'South Australia', '5290', '08'), ('Whyalla', 'SA', 'South Australia', '5600', '08'),
             ('Darwin', 'NT', 'Northern Territory', '0800', '08'), ('Alice Springs', 'NT', 'Northern Territory', '0870', '08'),
             ('Perth', 'WA', 'Western Australia', '6000', '08'), ('Mildura', 'VIC', 'Victoria', '3500', '03')]

# New Zealand: (town, region, postcode, area code)
TOWNS_NZL = [('Hamilton', 'Waikato', '3204', '07'), ('Tauranga', 'Bay of Plenty', '3110', '07'),
             ('Napier', "Hawke's Bay", '4110', '06'), ('Palmerston North', 'Manawatu-Whanganui', '4410', '06'),
             ('Nelson', 'Nelson', '7010', '03'), ('Invercargill', 'Southland', '9810', '03'),
             ('Dunedin', 'Otago', '9016', '03'), ('Whangarei', 'Northland', '0110', '09'),
             ('Rotorua', 'Bay of Plenty', '3010', '07'), ('Timaru', 'Canterbury', '7910', '03'),
             ('Gisborne', 'Gisborne', '4010', '06'), ('Whanganui', 'Manawatu-Whanganui', '4500', '06'),
             ('New Plymouth', 'Taranaki', '4310', '06'), ('Blenheim', 'Marlborough', '7201', '03'),
             ('Masterton', 'Wellington', '5810', '06'), ('Ashburton', 'Canterbury', '7700', '03')]

# Canada: (city, province abbreviation, province name, postal FSA, area code)
TOWNS_CAN = [('Hamilton', 'ON', 'Ontario', 'L8N', '905'), ('Kingston', 'ON', 'Ontario', 'K7L', '613'),
             ('Sudbury', 'ON', 'Ontario', 'P3E', '705'), ('Thunder Bay', 'ON', 'Ontario', 'P7B', '807'),
             ('London', 'ON', 'Ontario', 'N6A', '519'), ('Barrie', 'ON', 'Ontario', 'L4M', '705'),
             ('Peterborough', 'ON', 'Ontario', 'K9H', '705'), ('Windsor', 'ON', 'Ontario', 'N9A', '519'),
             ('Oshawa', 'ON', 'Ontario', 'L1H', '905'), ('Guelph', 'ON', 'Ontario', 'N1H', '519'),
             ('Kelowna', 'BC', 'British Columbia', 'V1Y', '250'), ('Kamloops', 'BC', 'British Columbia', 'V2C', '250'),
             ('Nanaimo', 'BC', 'British Columbia', 'V9R', '250'), ('Prince George', 'BC', 'British Columbia', 'V2L', '250'),
             ('Halifax', 'NS', 'Nova Scotia', 'B3H', '902'), ('Sydney', 'NS', 'Nova Scotia', 'B1P', '902'),
             ('Brandon', 'MB', 'Manitoba', 'R7A', '204'), ('Red Deer', 'AB', 'Alberta', 'T4N', '403'),
             ('Lethbridge', 'AB', 'Alberta', 'T1J', '403'), ('Moncton', 'NB', 'New Brunswick', 'E1C', '506')]

# USA: (city, state abbreviation, state name, ZIP prefix (3 digits), area code)
TOWNS_USA = [('Dayton', 'OH', 'Ohio', '454', '937'), ('Toledo', 'OH', 'Ohio', '436', '419'),
             ('Fresno', 'CA', 'California', '937', '559'), ('Bakersfield', 'CA', 'California', '933', '661'),
             ('Spokane', 'WA', 'Washington', '992', '509'), ('Tacoma', 'WA', 'Washington', '984', '253'),
             ('Boise', 'ID', 'Idaho', '837', '208'), ('Albuquerque', 'NM', 'New Mexico', '871', '505'),
             ('Tulsa', 'OK', 'Oklahoma', '741', '918'), ('Omaha', 'NE', 'Nebraska', '681', '402'),
             ('Des Moines', 'IA', 'Iowa', '503', '515'), ('Madison', 'WI', 'Wisconsin', '537', '608'),
             ('Lansing', 'MI', 'Michigan', '489', '517'), ('Savannah', 'GA', 'Georgia', '314', '912'),
             ('Charleston', 'SC', 'South Carolina', '294', '843'), ('Asheville', 'NC', 'North Carolina', '288', '828'),
             ('Lexington', 'KY', 'Kentucky', '405', '859'), ('Knoxville', 'TN', 'Tennessee', '379', '865'),
             ('Duluth', 'MN', 'Minnesota', '558', '218'), ('Eugene', 'OR', 'Oregon', '974', '541'),
             ('Billings', 'MT', 'Montana', '591', '406'), ('Augusta', 'ME', 'Maine', '043', '207'),
             ('Burlington', 'VT', 'Vermont', '054', '802'), ('Springfield', 'IL', 'Illinois', '627', '217'),
             ('Paris', 'TX', 'Texas', '754', '903')]

STREET_STEMS = _s(
    'Station|Church|Mill|Park|Victoria|Albert|High|Elm|Oak|Beech|Willow|Meadow|Orchard|Manor|School|Chapel|'
    'Bridge|Hawthorn|Sycamore|Rowan|Heather|Poplar|Cedar|Maple|Birch|Ash|Larch|Spring|Market|North|West|'
    'Green|Castle|Windmill|Quarry|Tannery|Foundry|Rope Walk|Cemetery|Railway|Canal|Water|Forge|Well|'
    'Primrose|Bluebell|Foxglove|Clover|Kingfisher|Heron|Lapwing|Curlew|Badger|Otter|Wren|Linnet|Thornhill|'
    'Ashgrove|Lindsay|Gladstone|Cromwell|Nelson|Wellington|Jubilee|Coronation|Prospect|Belle Vue|Fairview')
STREET_SUFFIX_UK = _s('Road|Street|Lane|Avenue|Close|Crescent|Drive|Grove|Terrace|Gardens|Way|Place|Row|Walk|View|Court')
IRISH_ESTATES = _s('Ard na Greine|Cluain Mhuire|Radharc na Mara|Pairc an Chrochta|Bothar na Tra|Ascal Ide|'
                   'Gleann na Ri|Cnoc Mhuire|Ros na Ri|Bothar an Mhuilinn')
STREET_STEMS_AUS = _s('Banksia|Wattle|Bottlebrush|Grevillea|Jacaranda|Lilly Pilly|Kurrajong|Ironbark|Bluegum|'
                      'Coolabah|Boronia|Waratah|Acacia|Casuarina|Myall|Yarran|Currawong|Kookaburra|Lorikeet|'
                      'Galah|Brolga|Pelican|Esplanade|Ocean|Beach|Reef|Sturt|Flinders|Bass|Macquarie|Hume')
STREET_SUFFIX_AUS = _s('Street|Road|Avenue|Parade|Crescent|Court|Place|Drive|Terrace|Close|Circuit|Way')
STREET_STEMS_NZL = _s('Kowhai|Rimu|Totara|Kauri|Matai|Puriri|Karaka|Manuka|Kahikatea|Pohutukawa|Tui|Kereru|'
                      'Kea|Pukeko|Takahe|Weka|Moana|Rangiora|Tawa|Miro|Ngaio|Hinau|Harakeke|Titoki')
STREET_STEMS_NA = _s('Maple|Oak|Elm|Pine|Cedar|Birch|Walnut|Chestnut|Sycamore|Lakeshore|Riverside|Hillcrest|'
                     'Sunset|Prairie|Meadowlark|Bluebird|Cardinal|Main|Second|Third|Fifth|Washington|Jefferson|'
                     'Franklin|Lincoln|Madison|Grant|Forest|Spring|Ridge|Valley|Mill|Church|Orchard|Harbour|'
                     'Bay|King|Queen|Dundas|Wellington|Dufferin|Bloor|Portage|Jasper|Whyte')
STREET_SUFFIX_NA = _s('St|Street|Ave|Avenue|Rd|Road|Blvd|Dr|Drive|Ln|Lane|Ct|Way|Pl|Cres|Crescent|Terrace')

# invented stems for hospitals, practices, laboratories, hubs and companies
PLACE_STEMS = {
    'UK': _s('Brackenfield|Wyndmoor|Easterbrook|Holmwood|Larkspur|Kingsmere|Thornleigh|Oakhurst|Ravensworth|'
             'Ashcombe|Fellside|Harrowden|Calderbrook|Eskmouth|Glenmorven|Aberlleu|Pen-y-Bryn|Llanhafren|'
             'Strathdeveron|Kilbrannan|Dunmorrow|Carrickmoyle|Lisnadara|Drumcairn|Millbeck|Greystane|Hollinwell|'
             'Saltmarsh|Westerleigh|Combe Haven|Penhallow|Treverran|Aldwyn|Marlbeck|Sheldrake|Whinfell'),
    'IRL': _s('Carrickmoyle|Ballykinvarra|Kilrossan|Drumcairn|Lisnagarvey|Ardcullen|Glenbeigh Vale|Tobernagh|'
              'Knockaderry|Slievenamon Vale|Cloonmore|Rathcolman|Annaghmore|Inishcarra|Lough Derravaragh'),
    'AUS': _s('Wattle Creek|Banksia Park|Koorinda|Mirrabook|Coolibah Downs|Yarrabend|Ironbark Ridge|Bellambi Vale|'
              'Kurrawong|Boolaroo Heights|Warrigal|Narrabeen Vale|Tallowood|Jarrah Hills|Myall Lakes'),
    'NZL': _s('Kauri Bay|Te Maunga|Rimuhaven|Totara Downs|Kowhai Park|Matai Valley|Pukeatua|Harakeke Point|'
              'Waitoa Springs|Rangitoto View|Karaka Hills|Tawa Grove'),
    'NA': _s('Maple Bluff|Cedar Ridge|Pinecrest|Silver Birch|Prairie View|Riverbend|Sagebrush|Bluewater|'
             'Lakehead Valley|Stonebridge|Elk Hollow|Cottonwood|Red Cedar|Harbour Point|Willow Creek|'
             'Juniper Flats|Aspen Grove|Falcon Ridge|Golden Prairie|North Shore Valley'),
}
SAINTS = _s("St Aldhelm's|St Brigid's|St Columba's|St Non's|St Kentigern's|St Ronan's|St Aidan's|"
            "St Cuthbert's|St Ita's Vale|St Wilfrid's|St Oswin's|St Petroc's|St Melangell's")

COMPANY_STEMS = _s('Hallam|Brightwater|Kestrel|Castlegate|Greyfriars|Northmoor|Redbank|Tidewater|Copperleaf|'
                   'Bluegum|Ironbark|Kowhai|Pohutukawa|Maple Ridge|Great Lakes|Prairie Sky|Lone Pine|Cedar Valley|'
                   'Riverbend|Harlow|Finchley Moss|Saltcote|Blackthorn|Silverdale|Oakapple|Westhaven|Galloway Moss|'
                   'Tamar Reach|Coalbrook|Highmoor')
COMPANY_KINDS = _s('Logistics|Foods|Freight Ltd|Bakery|Print Works|Joinery|Plastics|Seafoods|Care Services|'
                   'Transport Pty Ltd|Mining Co|Dairy Co-op|Orchards|Auto Parts|Tool & Die|Credit Union|Lumber|'
                   'Packing Co|Building Supplies|Garden Centre|Motors|Textiles|Engineering Ltd|Bus Company|'
                   'Cleaning Services|Distribution Centre|Timber Merchants|Quarry Products|Hotel|Golf Club')
INSURERS = _s('Harbourline Health Cover|Coralbay Health Fund|Lanthorn Health Insurance|Summit Crest Health Plan|'
              'Blue Heron Mutual|Northstar Benefits|Tasman Shield Health|Granite State Care Plan|'
              'Evergreen Mutual Assurance|Pelican Coast Health')
CHARITIES = _s('Gutsy Voices Trust|Polyp Pathways Support Group|Bright Bowel Charity|Ostomy Friends Network|'
               'Caring Cuppa Volunteers|Lanterns Cancer Support')
TRANSPORT_ORGS = _s('Dalesride Community Transport|Helping Wheels Volunteer Drivers|Northway Volunteer Car Scheme|'
                    'CareLink Patient Transport|Harbourside Cabs|Green Ribbon Community Bus')
INTERPRETING_ORGS = _s('LinguaBridge Interpreting|ClearVoice Language Services|Tongues Together Ltd')
SCHOOLS = _s('Wattle Grove Primary School|Holmwood Academy|St Aidan\'s College|Kingsmere High School|'
             'Riverbend Elementary School|Pinecrest Secondary School|Glenmorven Grammar School')
CHURCHES = _s("St Oswin's Parish|Grace Fellowship Church|Bethel Gospel Hall|Holmwood Methodist Church|"
              "Our Lady of the Wayside Parish|Kingsmere Mosque Association|Gurdwara Sahib Harrowden")

WARD_NAMES = _s('Kingfisher|Larch|Heron|Rowan|Curlew|Bluebell|Willow|Juniper|Puffin|Skylark|Osprey|Wren|'
                'Jasmine|Magnolia|Lavender|Cedar|Tui|Kereru|Wattlebird|Cardinal')
BUILDING_NAMES = _s('Aldwyn Wing|Cavendish Wing|Nightingale Building|Seacole Building|Hepworth Block|'
                    'Treetops Pavilion|Riverside Annexe|Lister Wing|Harbour Building|Jubilee Wing|'
                    'Atrium Building|Gateway Building|Lakeside Pavilion|Orchard Block')
