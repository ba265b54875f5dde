"""Invented name, place and organisation pools for dev372_en.

Given names and surnames are common ones of many origins, combined at random;
no entry is meant to denote a real person.  Hospital, practice, service and
organisation names are built from invented stems.
"""
from core import words, lines

FIRST = {
    'anglo': (
        words('James Daniel Thomas Matthew Liam Connor Jack Ryan Craig Darren Gary Wayne Lee '
              'Stuart Graham Neil Keith Shaun Dean Jason Mark Paul Steven Kevin Brian Trevor '
              'Colin Barry Russell Glen Bradley Kyle Dylan Tyler Cody Brett Travis Shane Dale '
              'Rhys Owen Gareth Dafydd Philip Nigel Clive Terence Adrian Mitchell Jarrod Damien'),
        words('Sarah Emma Laura Claire Gemma Kelly Donna Tracey Joanne Nicola Lisa Amanda '
              'Michelle Karen Julie Stacey Leanne Kirsty Rhiannon Sian Bethan Megan Chloe '
              'Jessica Amber Brooke Courtney Tegan Kayla Danielle Heather Sharon Denise '
              'Pauline Wendy Deborah Jennifer Ashley Brittany Jodie Kerry Hayley Rebecca')),
    'scot': (
        words('Callum Ewan Fraser Hamish Alasdair Ross Kenneth Duncan Murray Angus Lachlan '
              'Euan Gregor Calum Struan Iain Archie Finlay Dougie Alistair'),
        words('Fiona Morag Eilidh Catriona Shona Kirsteen Isla Mhairi Ailsa Lorna Rhona '
              'Morven Iona Elspeth Carol-Ann Jacqueline')),
    'irish': (
        words('Ciaran Padraig Eoin Cathal Donal Seamus Declan Fergal Niall Ronan Darragh Oisin '
              'Colm Tadhg Diarmuid Cormac Micheal Enda Shane Kieran'),
        words('Aoife Siobhan Niamh Orla Grainne Sinead Roisin Caoimhe Deirdre Maeve Clodagh '
              'Aisling Eimear Saoirse Ciara Brid Nuala Mairead')),
    'ee': (
        words('Piotr Tomasz Krzysztof Marek Pawel Andrzej Dariusz Grzegorz Mindaugas Tomas '
              'Darius Andrei Mihai Bogdan Vasile Oleksandr Dmytro Sergei Yuri Ivan Arturas'),
        words('Agnieszka Katarzyna Magdalena Joanna Ewa Justyna Rasa Ieva Egle Ioana Elena '
              'Oksana Natalia Irina Svetlana Daiva Monika Alina')),
    'sasian': (
        words('Rajesh Sanjay Amit Vikram Harpreet Gurpreet Jaswinder Imran Tariq Asif Kamran '
              'Shahid Abdul Mohammed Rafiq Arjun Sunil Pradeep Kuldip Naveed'),
        words('Priya Anjali Sunita Kiran Harjit Manpreet Nasreen Shazia Farah Ayesha Rukhsana '
              'Deepa Lakshmi Meena Parveen Jasbir Nirmala')),
    'african': (
        words('Chinedu Emeka Oluwaseun Kwame Kofi Yaw Tendai Tafadzwa Abdi Mohamed Samuel '
              'Babajide Obinna Tunde Kwabena Farai Abdirahman'),
        words('Ngozi Chiamaka Adaeze Abena Akosua Yetunde Folasade Nokuthula Amina Hodan '
              'Fadumo Blessing Chipo Efua Funmilayo')),
    'easia': (
        words('Wei Jun Hao Minh Tuan Duc Jian Hiroshi Kenji Min-jun Rodel Marlon Jericho '
              'Thanh Quoc Sung-ho Zhiwei'),
        words('Mei Xiaoling Lan Thu Ngoc Yuki Ji-woo Maricel Rowena Jocelyn Hyun-ah Linh '
              'Huong Mayumi Shu-fen')),
    'pacific': (
        words('Wiremu Tama Hemi Rawiri Manaia Sione Tevita Ioane Tane Nikau Paora Mikaere '
              'Viliami Tipene Rangi'),
        words('Aroha Mere Anahera Ngaire Hine Losana Mele Sina Huia Kiri Ataahua Leilani '
              'Salote Miriama')),
    'hisp': (
        words('Jose Luis Carlos Miguel Juan Alejandro Javier Ricardo Hector Raul Esteban '
              'Joaquin Ramon Arturo'),
        words('Maria Guadalupe Rosa Carmen Lucia Ana Veronica Yesenia Marisol Alejandra '
              'Beatriz Graciela')),
    'med': (
        words('Nikos Giorgos Dimitri Salvatore Giuseppe Marco Antonio Khalil Georges Elias '
              'Stavros Vince Rocco Bilal'),
        words('Eleni Despina Giulia Francesca Rita Nadia Rania Mariam Voula Concetta '
              'Layla Sophia')),
    'french': (
        words('Jean-Marc Luc Mathieu Benoit Sylvain Gilles Rejean Yannick Etienne'),
        words('Genevieve Chantal Isabelle Nathalie Josee Manon Sylvie Melanie')),
    'afam': (
        words('Darnell Marcus Tyrone DeShawn Terrence Andre Jamal Reggie Cedric Lamar'),
        words('Latoya Keisha Tanisha Shanice Ebony Aaliyah Tamika Monique Jasmine')),
    'dutch': (
        words('Pieter Jan Hendrik Gerrit Dirk Wim Klaus Jurgen'),
        words('Annelies Marieke Ingrid Femke Greta Heike')),
}

LAST = {
    'anglo': words(
        'Whitlock Harrowby Pemberton Thwaite Ashworth Brierley Crossley Hebden Ramsden '
        'Oldroyd Stansfield Gledhill Haworth Sutcliffe Pickles Barraclough Hirst Holroyd '
        'Marsden Wainwright Fothergill Ackroyd Dewhurst Kershaw Entwistle Aspinall Cowling '
        'Greenhalgh Hargreaves Blakey Tattersall Wadsworth Earnshaw Horsfall Priestley Stott '
        'Whiteley Baxendale Pilling Ormerod Clegg Dobson Fenwick Armstrong Charlton Robson '
        'Hodgson Lowther Nixon Grainger Cooper Turner Fletcher Hughes Evans Pritchard Jenkins '
        'Powell Griffiths Rees Llewellyn Vaughan Bevan Cartwright Bramley Pollard Rushworth '
        'Tennant Ludlow Ketteridge Sowerby Bancroft Heseltine Gaskell Rawcliffe Mottram'),
    'scot': words(
        'MacLeod MacKinnon Macfarlane McIntyre Drummond Buchanan Ferguson Galbraith Kerr '
        'Lamont Munro Sinclair Strachan Urquhart Baird Cairns Dalgleish Rennie Souter Tulloch '
        'Gilchrist McAllister McCrae Hamilton Laidlaw Imrie Duthie Paterson Crichton'),
    'irish': (words(
        "O'Sullivan O'Donoghue Byrne Brennan Doherty Gallagher Kavanagh Mulcahy Nolan Quinlan "
        "Riordan Tierney Flanagan Geraghty Hennessy Keane McNamara Moynihan Costello Dunne "
        "Fitzgerald Lynch O'Keeffe Duggan Brosnan Mulligan Coughlan Heffernan") +
        lines('Ni Bhriain|Mac Giolla Phadraig|de Burca')),
    'ee': words(
        'Kowalski Nowak Wisniewski Wojcik Kaminski Lewandowski Zielinski Szymanski Dabrowski '
        'Kazlauskas Petrauskas Jankauskas Popescu Ionescu Constantin Marinescu Kovalenko '
        'Shevchenko Bondarenko Petrov Kowalczyk Nowicki Baranauskas Horvath'),
    'sasian': words(
        'Sharma Patel Singh Gill Sandhu Dhillon Kaur Sidhu Ahmed Khan Hussain Iqbal Chaudhry '
        'Rahman Begum Choudhury Nair Menon Pillai Reddy Iyer Perera Fernando Jayasuriya Bains'),
    'african': words(
        'Okafor Okonkwo Eze Nwosu Adeyemi Olawale Balogun Mensah Asante Boateng Owusu Mutasa '
        'Moyo Ndlovu Dube Farah Warsame Abdi Hassan Kamara Sesay Oyelaran Chikwanha'),
    'easia': (words(
        'Nguyen Tran Pham Le Hoang Chen Wang Li Zhang Liu Wong Chan Lam Tanaka Sato Kim Park '
        'Santos Reyes Bautista Villanueva Mendoza Ocampo') + lines('Dela Cruz')),
    'pacific': (words(
        'Parata Karaka Rangihau Tawhiri Poutama Horomona Taufa Fifita Leota Faleolo Matagi '
        'Aumua Vaifale Tipene Ruatapu Kereama') + lines('Te Rangi|Te Whare')),
    'hisp': words(
        'Garcia Martinez Hernandez Lopez Gonzalez Ramirez Flores Torres Rivera Morales Ortiz '
        'Delgado Castillo Vargas Navarro Salazar'),
    'med': words(
        'Papadopoulos Nikolaidis Georgiou Russo Esposito Romano Bianchi Ferraro Haddad Khoury '
        'Nassar Saleh Karagiannis Lombardo'),
    'french': words(
        'Tremblay Gagnon Bouchard Gauthier Lavoie Pelletier Cote Leblanc Boucher Bergeron '
        'Ouellet Thibodeau'),
    'afam': words(
        'Washington Jefferson Freeman Holloway Battle Whitfield Gaines Mosley Pettaway Dorsey'),
    'dutch': (words('Jansen Bakker Schmidt Muller Becker Hoffmann Wagner Visser') +
              lines('de Vries|van der Berg|van Dijk')),
}

# origin mixes per country profile
ORIGIN_MIX = {
    'eng': [('anglo', 55), ('scot', 4), ('irish', 6), ('ee', 9), ('sasian', 13),
            ('african', 8), ('easia', 3), ('med', 2)],
    'sco': [('scot', 42), ('anglo', 22), ('irish', 11), ('ee', 11), ('sasian', 8),
            ('african', 3), ('easia', 3)],
    'ire': [('irish', 62), ('anglo', 7), ('ee', 15), ('african', 6), ('sasian', 4),
            ('easia', 4), ('hisp', 2)],
    'aus': [('anglo', 48), ('irish', 6), ('med', 12), ('easia', 12), ('sasian', 8),
            ('pacific', 6), ('ee', 4), ('scot', 4)],
    'nzl': [('anglo', 40), ('pacific', 28), ('easia', 10), ('sasian', 8), ('scot', 5),
            ('dutch', 5), ('irish', 4)],
    'can': [('anglo', 36), ('french', 16), ('easia', 12), ('sasian', 12), ('scot', 6),
            ('irish', 5), ('ee', 6), ('african', 4), ('dutch', 3)],
    'usa': [('anglo', 38), ('hisp', 22), ('afam', 14), ('easia', 8), ('irish', 6),
            ('ee', 5), ('sasian', 5), ('med', 2)],
}

NICK = {
    'James': 'Jim', 'Daniel': 'Danny', 'Thomas': 'Tommy', 'Matthew': 'Matty',
    'Kevin': 'Kev', 'Steven': 'Stevie', 'Terence': 'Tel', 'Gareth': 'Gaz',
    'Darren': 'Daz', 'Barry': 'Baz', 'Kenneth': 'Kenny', 'Duncan': 'Dunc',
    'Alistair': 'Ally', 'Seamus': 'Shay', 'Padraig': 'Paudie', 'Michelle': 'Shell',
    'Sharon': 'Shaz', 'Deborah': 'Debs', 'Rebecca': 'Becky', 'Jennifer': 'Jen',
    'Jacqueline': 'Jackie', 'Krzysztof': 'Kris', 'Wiremu': 'Bill', 'Mitchell': 'Mitch',
    'Christopher': 'Chris', 'Terrence': 'Terry', 'Reggie': 'Reg', 'Stavros': 'Steve',
    'Giuseppe': 'Joe', 'Salvatore': 'Sal', 'Alejandro': 'Alex', 'Oleksandr': 'Sasha',
    'Dariusz': 'Darek', 'Jarrod': 'Jaz', 'Callum': 'Cal', 'Fraser': 'Fraz',
}

STREET_STEM = {
    'uk': words('Larch Rowan Hawthorn Beech Alder Chestnut Sycamore Linden Willow Heather '
                'Bracken Thistle Foxglove Primrose Lark Kestrel Curlew Plover Wren Mill '
                'Quarry Forge Tannery Kiln Station Chapel Market Albert Regent Union Canal '
                'Wharf Ferry Castle Abbey Priory Manor Grange Orchard Meadow Paddock Moor '
                'Fell Dale Tanner Weaver Cobden Peel Gladstone Nelson Clarence Brunswick'),
    'sco': words('Kirk Burn Glen Brae Carrick Dalry Montrose Thistle Rowan Birch Heather '
                 'Craigie Balgray Kelvin Braeside Hillhead Mossend Shawfield Whinhill '
                 'Lochend Ashgrove Netherton Caird Gorbals Dalmarnock Springburn'),
    'ire': words('Church Main Bridge Mill Chapel Abbey Castle Convent Fair Green Barrack '
                 'Friary Quay Mall Cathedral Orchard Hazel Ashgrove Beechwood Oakpark '
                 'Woodview Ballin Knock Cluain Gort Carraig Rath Dun'),
    'aus': words('Wattle Banksia Grevillea Jacaranda Bottlebrush Kookaburra Magpie Currawong '
                 'Boronia Waratah Acacia Ironbark Bluegum Coolabah Lyons Bass Flinders '
                 'Sturt Hume Mitchell Darling Murray Eyre Tasman Barrier Reef Esplanade'),
    'nzl': words('Kowhai Rimu Totara Matai Pohutukawa Tui Kereru Manuka Kauri Karaka Ngaio '
                 'Harakeke Rata Miro Puriri Selwyn Rolleston Fitzherbert Hobson Seddon '
                 'Ballance Vogel Marine Domain Victoria Cameron'),
    'nam': words('Oak Pine Maple Walnut Hickory Sycamore Spruce Birch Cedar Elm Aspen '
                 'Linden Chestnut Willow Magnolia Dogwood Lakeview Ridge Meadowbrook '
                 'Riverside Sunset Highland Prairie Orchard Franklin Lincoln Jackson '
                 'Madison Monroe Grant Sherman Harrison Brock Dundas Simcoe Laurier'),
}

STREET_SUFFIX = {
    'uk': words('Road Street Lane Avenue Close Crescent Drive Grove Terrace Gardens Place '
                'Way Court Mews View Walk Rd St'),
    'sco': words('Street Road Drive Crescent Gardens Terrace Place Wynd Brae Loan Avenue '
                 'Court View Row'),
    'ire': words('Street Road Lane Avenue Park Drive Close Grove Lawn Heights Terrace Rd St'),
    'aus': words('Street Road Avenue Crescent Court Close Parade Drive Place Way Terrace '
                 'St Rd Ave Cres Ct Pde Dr'),
    'nzl': words('Street Road Avenue Crescent Place Drive Terrace Lane Way St Rd'),
    'nam': words('Street Avenue Boulevard Drive Lane Road Court Way Place Circle Trail St '
                 'Ave Blvd Dr Ln Rd'),
}

# invented stems for hospitals, practices, services
STEMS = words(
    'Harrowmere Kestlewood Marbury Netherby Oakhaven Quarrydale Ravensholme Saltcote '
    'Ullesby Wyvernbrook Yarrowdale Ashcombe Brackenridge Corriedale Elmsworth Fennick '
    'Greywater Hollinbrook Ivydene Juniper Vale Kelbourne Lindenfield Moorcroft Northgate '
    'Otterburn Pennyholme Redcastle Silverdale Thistlebank Underwood Westerleigh Amberley '
    'Birchfield Calderwick Dunsmore Eastbrook Foxhollow Glenharrow Highmoor Kirkbride '
    'Lowmoor Merriton Norbridge Oldcastle Pinewood Rookwood Stonebridge Tarnside Wickmere')
STEMS = [s for s in STEMS if s not in ('Vale',)]

SERVICE_NAMES = lines(
    'Turning Tide Recovery Service|Harbourlight Alcohol Service|Northgate Recovery Hub|'
    'Pathfinder Community Alcohol Team|New Leaf Drug and Alcohol Service|'
    'Clearwater Community Alcohol Service|Lantern House Recovery|Waypoint Alcohol Service|'
    'Open Road Recovery Partnership|Steady Ground Alcohol Team|Riverbend Recovery Centre|'
    'Greenshoots Community Addiction Team|Lighthouse Alcohol and Drug Service|'
    'Compass Point Recovery|Second Wind Community Alcohol Service|Te Awa Marama Addiction Service|'
    'Bridgepoint Addiction Clinic|Kintail Recovery Service|Driftwood Detox Unit|'
    'Harbourview Withdrawal Unit|Mossvale Residential Rehabilitation')

HOSTELS = lines(
    'Kingsway House|Albion Lodge|Marlow Court|Anchor House|St Aelred House|Beacon Lodge|'
    'Harbour Rest hostel|Foyer at Northgate|Brunswick Night Shelter|Ferry Lane Hostel|'
    'Cathcart House|Tanner Court supported housing|Queensberry Lodge|Wharfside Hostel')

LANDMARKS = lines(
    'Thornleigh Park|Wexcombe Quay|the Jubilee Clock|Marlow Bridge|Calder Viaduct|'
    'Saltcote Memorial Gardens|the Corn Exchange|Netherby Rec|Greyfriars Steps|'
    'the Old Customs House|Hollin Woods|Riverside Skate Park|Kelbourne Pier|'
    'the Band Rotunda|Moorcroft Sands|Linden Square fountain')

EMPLOYERS = lines(
    'Calder Freight Ltd|Kestrel Roofing|Harbourside Hotel|Marlowe & Sons Builders|'
    'Oakline Logistics|Pinecrest Construction Inc.|Tui Valley Orchards Ltd|'
    'Northgate Cabs|Silverdale Care Homes|Brackenridge Quarry Co|Greywater Fisheries|'
    'Redcastle Brewing Co|Fennick Motors|Saltcote Council depot|Amberley Packaging|'
    'Dunsmore Meats|Westerleigh Golf Club|Stonebridge Scaffolding|Ivydene Bakery|'
    'Lowmoor Mining Services|Highmoor Distribution Centre|Corriedale Shearing Co|'
    'Norbridge Timber Mill|Elmsworth Academy|Kirkbride Plumbing & Heating')

CHARITIES = lines(
    'Brightwater Housing Association|Northgate Food Bank|Second Step Housing Trust|'
    'Kestlewood Credit Union|Open Door Day Centre Trust|Harbour Church|'
    'St Brendan of the Quay parish|Saltcote Tenancy Support|Greenway Citizens Advice|'
    'Riverside Men\'s Shed|Calder Valley Carers Network|Amberley Womens Aid|'
    'Lindenfield Housing Co-op|Yarrowdale Mission')

PROFESSIONS = lines(
    'roofer|scaffolder|chef|bar manager|publican|taxi driver|HGV driver|nurse|teacher|'
    'plasterer|electrician|forklift operator|fisherman|farm labourer|shearer|miner|'
    'carpenter|software developer|accountant|solicitor|paramedic|cleaner|care assistant|'
    'warehouse operative|bricklayer|mechanic|barista|hairdresser|shop assistant|journalist|'
    'sales rep|estate agent|security guard|postman|bus driver|plumber|painter and decorator|'
    'offshore worker|truck driver|line cook|welder|landscaper|chef de partie|sous chef|'
    'dental nurse|pharmacy technician|civil engineer|nightclub doorman|croupier|'
    'tiler|glazier|butcher|dairy farmer|lorry driver|firefighter|joiner|wine rep|'
    'bartender|courier|site foreman|machinist|retail manager|graphic designer')

FAMILY_REL = lines('wife|husband|partner|mother|father|sister|brother|daughter|son|'
                   'aunt|uncle|friend|neighbour|ex-partner|niece|nephew|flatmate|cousin')

STAFF_ROLES = {
    'uk': lines('Alcohol Specialist Nurse|ACT CNS|Alcohol Liaison Nurse|Consultant Gastroenterologist|'
                'Consultant Hepatologist|FY1|FY2|CT1 Medicine|ST4 Gastroenterology|Ward Sister|'
                'Staff Nurse|Ward Pharmacist|Alcohol Care Team Lead|Specialist Pharmacist|'
                'Hepatology CNS|Registrar|Charge Nurse|Peer Support Worker|ACT Navigator'),
    'ire': lines('Alcohol Liaison CNS|Consultant Hepatologist|SHO|Registrar|Intern|CNM2|'
                 'Staff Nurse|Senior Pharmacist|Addiction Counsellor|ANP Liver Outreach'),
    'aus': lines('D&A CL Nurse|Addiction Medicine Registrar|Addiction Specialist|RMO|Intern|'
                 'NUM|RN|Clinical Pharmacist|D&A Social Worker|Hepatology CNC|CNS'),
    'nzl': lines('Addictions CL Nurse|Consultant Physician|House Officer|Registrar|Charge Nurse|'
                 'RN|Clinical Pharmacist|AOD Practitioner|Peer Support Worker|CNS Hepatology'),
    'nam': lines('Addiction Medicine Attending|Addiction Medicine Fellow|PGY-1|PGY-2|Resident|'
                 'Hospitalist|RN|Charge RN|Clinical Pharmacist|LCSW|Peer Recovery Specialist|'
                 'NP|PA-C|Hepatology NP|Case Manager'),
}
