"""Invented pools for dev373_en. Names are free combinations of common given
names and surnames of many origins; hospitals, practices, care homes and
organisations are invented. Lists only (never sets) so order is stable."""


def _s(x):
    return [w.replace("_", " ") for w in x.split()]


# origin -> (male given names, female given names, surnames)
NAMES = {
    "en": (_s("Graham Keith Trevor Malcolm Derek Colin Stuart Barry Alan Nigel Roger Dennis Clive Martin Oliver Harry Callum Lewis Ronald Geoffrey Howard"),
           _s("Margaret Brenda Pauline Sheila Janet Gillian Hazel Lorraine Wendy Elaine Joyce Doreen Maureen Alison Kirsty Chloe Abigail Rosemary Beverley Yvonne"),
           _s("Ashworth Pennington Hargreaves Whitfield Blackburn Thornley Cartwright Ridley Holloway Marsden Fairbairn Pickering Lockwood Stanfield Brereton Coulthard Hebden Winstanley Dunmore Kettering Aldous Bramwell Crossley Tuckett")),
    "ir": (_s("Padraig Declan Eamon Ciaran Colm Donal Fergal Niall Ronan Seamus Tadhg Cathal"),
           _s("Siobhan Aoife Niamh Roisin Grainne Mairead Orla Deirdre Sinead Caoimhe Brid Eimear"),
           _s("O'Driscoll McGettigan Fitzmaurice Ni_Bhriain Keohane Mulcahy Donnellan Twomey Culhane MacNamee O'Loughlin Shanahan Geraghty Coughlan")),
    "sc": (_s("Angus Hamish Euan Fraser Gareth Rhys Dylan Iwan Struan Calum"),
           _s("Morag Isla Catriona Eilidh Rhiannon Ffion Mhairi Bethan Seonaid Carys"),
           _s("MacLachlan Drummond Urquhart Buchanan Lamont Pryce Llewellyn Gwynne Sinclair Rennie Baird Jenkyn")),
    "in": (_s("Rajesh Sanjay Arvind Harpreet Imran Tariq Vikram Anil Suresh Gurdeep Kamal Farhan Nitin Dev"),
           _s("Priya Sunita Anjali Harjit Nasreen Shabnam Kavita Meera Rukhsana Deepa Lakshmi Farzana Parveen Asha"),
           _s("Ramaswamy Chaudhry Sandhu Bhattacharya Patil Qureshi Menon Rahman Deshpande Gill Iyer Malik Choudhury Kapoor Nair Siddiqui")),
    "cn": (_s("Wei Jian Ming Hao Tao Kai Zhi_Hong Jun Bo Lei"),
           _s("Mei Xiu_Ying Li_Na Hui Yan Jing Xiao_Min Lan Fang Qing"),
           _s("Zhou Huang Liang Tsang Cheung Lau Ng Xu Lam Kwok Tan Yip Fung Chan")),
    "vn": (_s("Minh Tuan Duc Quang Thanh Hung Long"),
           _s("Lan Huong Thuy Ngoc Linh Phuong Hanh"),
           _s("Nguyen Tran Pham Hoang Vu Dang Bui Do Truong")),
    "ko": (_s("Min-jun Seung-ho Ji-hoon Dong-hyun Sung-min"),
           _s("Ji-yeon Soo-jin Hye-won Eun-ji Min-seo"),
           _s("Park Kim Choi Yoon Jang Kang Seo")),
    "jp": (_s("Hiroshi Takeshi Kenji Daisuke Satoshi"),
           _s("Yuki Keiko Naomi Akiko Emiko"),
           _s("Tanaka Watanabe Yamamoto Nakamura Kobayashi Matsuda Fujita")),
    "ph": (_s("Rodel Jomar Arnel Ferdinand Reynaldo Joselito"),
           _s("Maricel Rowena Analyn Jocelyn Marites Lorna"),
           _s("Dela_Cruz Bautista Villanueva Manalo Santiago Macaraeg Dimaculangan Aquino")),
    "ng": (_s("Chukwuemeka Oluwaseun Kwame Kofi Emeka Babatunde Yaw Tunde Obinna Kwabena"),
           _s("Ngozi Adaeze Abena Folake Chiamaka Yetunde Efua Adwoa Funmilayo Ifeoma"),
           _s("Okonkwo Adeyemi Mensah Asante Okafor Oyelaran Boateng Nwosu Adebayo Owusu Eze Ogunleye")),
    "so": (_s("Abdirahman Mohamed Yusuf Hassan Abdullahi Tesfaye Dawit"),
           _s("Hodan Fadumo Amina Sahra Ifrah Selam Hiwot"),
           _s("Warsame Farah Abdi Hersi Gebremedhin Tadesse Osman Jama")),
    "ar": (_s("Khalid Omar Samir Walid Karim Ahmad Bilal Hussein"),
           _s("Layla Rania Noor Samira Huda Yasmin Mariam Dalia"),
           _s("Haddad Khoury Nassar Aziz Saleh Mansour Al-Amin Barakat Hamdan")),
    "pl": (_s("Tomasz Krzysztof Piotr Andrzej Marek Bogdan Mykola Dariusz Zbigniew"),
           _s("Agnieszka Malgorzata Katarzyna Halina Oksana Danuta Jadwiga Irena"),
           _s("Kowalczyk Wisniewski Zielinska Nowakowski Lewandowska Kaminski Shevchenko Dabrowski Jankowska")),
    "it": (_s("Giuseppe Salvatore Antonio Vincenzo Dimitrios Nikos Joao Rui Stavros"),
           _s("Giovanna Rosaria Carmela Maria_Grazia Eleni Despina Fernanda Conceicao"),
           _s("Russo Esposito Ferraro Lombardi Papadopoulos Georgiou Pereira Carvalho Costa Romano Marchetti")),
    "es": (_s("Alejandro Miguel Jose Luis Rafael Eduardo Javier Ernesto Ruben"),
           _s("Guadalupe Rosa Marisol Lucia Esperanza Beatriz Araceli Pilar"),
           _s("Gutierrez Morales Castillo Ramirez Herrera Medina Ortega Delgado Fuentes Navarro")),
    "mi": (_s("Tamati Wiremu Rawiri Hemi Sione Tevita Manaia Nikau"),
           _s("Aroha Mere Huia Moana Losa Mele Anahera Kiri"),
           _s("Ngata Parata Tawhiri Fonoti Taufa Tuhiwai Kereama Havili Faleolo")),
    "fr": (_s("Jean-Marc Luc Pierre Mathieu Gilles Rejean Sylvain"),
           _s("Genevieve Sylvie Nathalie Josee Chantal Manon Helene"),
           _s("Tremblay Gagnon Bouchard Cote Pelletier Lavoie Leclerc Boucher Thibodeau")),
    "nl": (_s("Hendrik Jan Dieter Lars Sven Anders Willem"),
           _s("Ingrid Greta Annelies Sigrid Maren Liesbeth"),
           _s("Van_der_Berg De_Vries Brouwer Jansen Lindqvist Hoffmann Eriksen Schreiber")),
    "us": (_s("Dwayne Travis Cody Randall Darnell Terrence Wyatt Brandon Curtis Earl"),
           _s("Tamika Shonda Kayla Brittany Darlene Latoya Mildred Bobbie Tammy Loretta"),
           _s("Whitaker Dunbar Haskins McAllister Pruitt Boone Calloway Everhart Sizemore Hollis Gaines Tillman")),
}

# weighted origins per country (repeat = weight)
ORIGINS = {
    "UK": "en en en en en sc sc ir in in in ng ng pl pl cn ar so it ph",
    "US": "us us us us en es es es ng cn ko vn ph it ir ar in",
    "CA": "en en fr fr fr ir sc cn cn in in ph it pl vn ko",
    "AU": "en en en sc ir it it cn vn vn in ph ar mi es nl",
    "NZ": "en en en sc mi mi mi mi ir cn in ph ko nl",
    "IE": "ir ir ir ir ir en pl pl ng ph in it",
}

# country -> list of (city, region-or-county, region abbreviation or "")
PLACES = {
    "UK": [("Harrogate", "North Yorkshire", ""), ("Bolton", "Greater Manchester", ""), ("Truro", "Cornwall", ""),
           ("Exeter", "Devon", ""), ("Norwich", "Norfolk", ""), ("Ipswich", "Suffolk", ""), ("Derby", "Derbyshire", ""),
           ("Carlisle", "Cumbria", ""), ("Wakefield", "West Yorkshire", ""), ("Lancaster", "Lancashire", ""),
           ("Shrewsbury", "Shropshire", ""), ("Lincoln", "Lincolnshire", ""), ("Swansea", "", ""), ("Dundee", "", ""),
           ("Inverness", "", ""), ("Wrexham", "", ""), ("Stockport", "Greater Manchester", ""), ("Hereford", "Herefordshire", "")],
    "US": [("Worcester", "Massachusetts", "MA"), ("Dayton", "Ohio", "OH"), ("Spokane", "Washington", "WA"),
           ("Tucson", "Arizona", "AZ"), ("Knoxville", "Tennessee", "TN"), ("Albany", "New York", "NY"),
           ("Madison", "Wisconsin", "WI"), ("Savannah", "Georgia", "GA"), ("Lubbock", "Texas", "TX"),
           ("Fresno", "California", "CA"), ("Erie", "Pennsylvania", "PA"), ("Duluth", "Minnesota", "MN"),
           ("Asheville", "North Carolina", "NC"), ("Boise", "Idaho", "ID")],
    "CA": [("Kingston", "Ontario", "ON"), ("Sudbury", "Ontario", "ON"), ("Moncton", "New Brunswick", "NB"),
           ("Kelowna", "British Columbia", "BC"), ("Red Deer", "Alberta", "AB"), ("Sherbrooke", "Quebec", "QC"),
           ("Saskatoon", "Saskatchewan", "SK"), ("Brandon", "Manitoba", "MB"), ("Halifax", "Nova Scotia", "NS"),
           ("Thunder Bay", "Ontario", "ON")],
    "AU": [("Toowoomba", "Queensland", "QLD"), ("Ballarat", "Victoria", "VIC"), ("Wollongong", "New South Wales", "NSW"),
           ("Bunbury", "Western Australia", "WA"), ("Launceston", "Tasmania", "TAS"), ("Mount Gambier", "South Australia", "SA"),
           ("Dubbo", "New South Wales", "NSW"), ("Bendigo", "Victoria", "VIC"), ("Cairns", "Queensland", "QLD"),
           ("Palmerston", "Northern Territory", "NT")],
    "NZ": [("Hamilton", "Waikato", ""), ("Tauranga", "Bay of Plenty", ""), ("Whangarei", "Northland", ""),
           ("Palmerston North", "Manawatu-Whanganui", ""), ("Nelson", "Tasman", ""), ("Timaru", "Canterbury", ""),
           ("Invercargill", "Southland", ""), ("Napier", "Hawke's Bay", ""), ("Rotorua", "Bay of Plenty", "")],
    "IE": [("Ennis", "Clare", ""), ("Tralee", "Kerry", ""), ("Mullingar", "Westmeath", ""), ("Castlebar", "Mayo", ""),
           ("Letterkenny", "Donegal", ""), ("Clonmel", "Tipperary", ""), ("Navan", "Meath", ""), ("Athlone", "Westmeath", ""),
           ("Kilkenny", "Kilkenny", ""), ("Sligo", "Sligo", "")],
}

COUNTRY_NAME = {"UK": "United Kingdom", "US": "USA", "CA": "Canada", "AU": "Australia", "NZ": "New Zealand", "IE": "Ireland"}
ABROAD = _s("Poland Ghana Nigeria Portugal Philippines Jamaica India Pakistan Somalia Lebanon Greece Italy Vietnam Scotland Spain Samoa Tonga Fiji South_Africa Kenya Malta Chile Zimbabwe")

STREET_STEMS = _s("Alder Birchwood Coldharbour Fenwick Gorse Hawthorn Ivydene Juniper Kingsmead Larch Meadowbank Netherfield Orchard Pelham Quarry Rowan Sandpiper Tamarisk Upland Verity Willowbrook Yarrow Bramble Cobden Dovecote Elmtree Foxglove Greenacre Heron Kestrel Lapwing Millbrook Northcote Oakfield Primrose Redwing Sorrel Thistle Wren Banksia Wattle Kauri Totara Rimu Maple Tamarack Chestnut Magnolia Sycamore Beacon Harbour Chapel Station Mill")
STREET_SUFFIX = {
    "UK": _s("Road Street Lane Close Avenue Crescent Drive Way Terrace Gardens Grove Rise Court Walk"),
    "US": _s("Street Avenue Road Drive Lane Court Boulevard Place Way Circle Trail"),
    "CA": _s("Street Avenue Road Drive Crescent Court Boulevard Way"),
    "AU": _s("Street Road Avenue Parade Crescent Drive Place Court Close Terrace"),
    "NZ": _s("Street Road Avenue Crescent Drive Place Terrace Grove Way"),
    "IE": _s("Road Street Lane Avenue Park Drive Grove Terrace Close Heights"),
}
ABBR_SUFFIX = {"Street": "St", "Road": "Rd", "Avenue": "Ave", "Drive": "Dr", "Lane": "Ln", "Court": "Ct",
               "Crescent": "Cres", "Place": "Pl", "Boulevard": "Blvd", "Terrace": "Tce", "Parade": "Pde", "Close": "Cl"}

HOSP_STEMS = _s("Ashcombe Blackwater Corrin_Vale Dunmore_Park Eastleigh_Moor Fernhollow Glenarden Hallowfield Inchbrook Kestrel_Bay Lindenmoor Marrowby Northwold Oakhurst Pinegrove Quellstone Redmarsh Saltmere Thornbury_Vale Underhill Vennick Westbrae Yarrowdale Brackenridge Calderwood Delvin_Cross Eskmere Fallowfield_Park Greystow Harrowgate_Vale Kilbrannan Lakemont Mirrowbank Newhaven_Ridge Otterburn_Cross Pellmore Rushbrook")
HOSP_TYPES = {
    "UK": _s("General_Hospital District_General_Hospital Royal_Infirmary University_Hospital Community_Hospital"),
    "US": _s("Medical_Center Regional_Medical_Center Memorial_Hospital Community_Hospital University_Hospital"),
    "CA": _s("General_Hospital Health_Centre Regional_Hospital Health_Sciences_Centre"),
    "AU": _s("Base_Hospital Hospital Health_Service Private_Hospital"),
    "NZ": _s("Hospital Base_Hospital Public_Hospital"),
    "IE": _s("University_Hospital General_Hospital Regional_Hospital Community_Nursing_Unit"),
}
SAINTS = _s("Brannoc Aldhelm Cuthbert Winifred Enda Kieran Brigid Oswin Petroc Finbarr Hild Ninian")
PRACTICE_TYPES = {"UK": _s("Surgery Medical_Practice Health_Centre Medical_Centre"), "US": _s("Family_Medicine Primary_Care Internal_Medicine_Associates"),
                  "CA": _s("Family_Health_Team Medical_Clinic Family_Practice"), "AU": _s("Medical_Centre Family_Practice General_Practice"),
                  "NZ": _s("Medical_Centre Health_Centre Family_Doctors"), "IE": _s("Medical_Centre Family_Practice Health_Centre")}
CARE_HOMES = _s("Rosewood Meadowcroft Heatherlea Brookfield Larchmont Sunnyside Fairhaven Elmridge Cedarholme Willowmere Ashlea Hollybank")
CARE_TYPES = _s("Nursing_Home Care_Home Lodge House_Care_Centre Residential_Care Aged_Care")
WARD_NAMES = _s("Beech Rowan Heron Kingfisher Larch Ivy Aspen Osprey Linnet Hazel Curlew Juniper Marigold Sycamore Poppy Teal")

SUPPLIERS = _s("Larkspur_Home_Nutrition Meridian_Homecare Brightwater_Enteral_Services Tidewell_Clinical_Supplies Northgate_Nutrition Kestrel_Homecare_Logistics Harbourline_Medical_Deliveries Summit_Enteral_Care Cobalt_Homecare Bluegum_Nutrition_Services Fernleaf_Home_Health_Supply Pinecrest_Infusion_and_Nutrition")
SUPPLIER_SUFFIX = {"UK": "Ltd", "US": "Inc.", "CA": "Inc.", "AU": "Pty Ltd", "NZ": "Ltd", "IE": "Ltd"}
INSURERS = _s("Harbour_Mutual_Health Silverline_Health_Plan Keystone_Assurance Bridgewell_Medical_Fund Crestmark_Health Lakeshore_Benefit_Trust Tasman_Health_Cover Atlas_Provident")
EMPLOYERS = _s("Kelvale_Freight Dunmore_Joinery Coastline_Ferries Hollins_and_Pryce_Solicitors Greenvale_Dairy_Co-op Brightmoor_Engineering Tarn_Valley_Quarries Saltmarsh_Fisheries Copperleaf_Bakery Ridgeway_Bus_Company Morrow_Textiles Halden_Timber Westbay_Council_Depot")
AGENCIES = _s("Kindred_Care_Services Amberleigh_Homecare Tallow_Lane_Care_Agency CarePath_Community_Services Heartwood_Domiciliary_Care Silverbirch_Support_at_Home")
CHURCHES = _s("St_Aldhelm's_Parish Grace_Fellowship_Church Kingsmead_Baptist_Church Al-Noor_Community_Mosque Holy_Trinity_Greek_Orthodox_Church Riverside_Gurdwara")
CHARITIES = _s("Fenwick_MND_Support_Trust Northwold_Stroke_Club Harbourside_Carers_Network Lakemont_Head_and_Neck_Cancer_Group Tube_Fed_Families_Forum")
SCHOOLS = _s("Oakhurst_Special_School Brackenridge_Primary Calderwood_Community_School Westbrae_Learning_Centre")

PROFESSIONS = _s("bus_driver welder primary_school_teacher nurse carpenter electrician farmer fisherman shop_assistant accountant bricklayer hairdresser postman lorry_driver cleaner chef civil_servant secretary machinist plumber librarian mechanic taxi_driver factory_worker dockworker miner bank_clerk care_assistant police_officer painter_and_decorator pharmacist_technician engineer seamstress laboratory_technician kitchen_porter stonemason tram_driver printer")
PROF_US = _s("truck_driver mail_carrier janitor realtor paralegal line_cook machinist welder schoolteacher")
RELATIONS = _s("wife husband daughter son sister brother partner niece nephew granddaughter grandson son-in-law daughter-in-law mother father friend neighbour")

INDICATIONS = [
    "motor neurone disease with progressive bulbar dysfunction", "left MCA ischaemic stroke with persistent dysphagia",
    "oropharyngeal SCC, prophylactic tube before chemoradiotherapy", "Parkinson's disease with recurrent aspiration",
    "multiple sclerosis, unsafe swallow on VFSS", "Huntington's disease with weight loss", "cerebral palsy (GMFCS V), unsafe swallow",
    "oesophageal adenocarcinoma, stented, poor oral intake", "traumatic brain injury, prolonged disorder of consciousness",
    "myotonic dystrophy type 1 with weight loss", "cystic fibrosis, supplemental overnight feeding", "Duchenne muscular dystrophy, BMI falling",
    "progressive supranuclear palsy with silent aspiration", "Guillain-Barre syndrome, prolonged ventilation", "head and neck cancer post laryngectomy",
]
TUBES = ["Freka PEG 15 Fr", "Corflo PEG 20 Fr", "MIC-KEY 14 Fr 2.5 cm", "MIC-KEY 16 Fr 3.0 cm", "MiniONE balloon 14 Fr 2.0 cm",
         "Entristar 18 Fr", "balloon gastrostomy 16 Fr", "Kimberly balloon RIG 14 Fr", "Freka Pexact 15 Fr", "Corflo RIG 12 Fr",
         "low-profile balloon 18 Fr 3.5 cm", "CORGRIP RIG 16 Fr"]
TUBES_PEG = ["Freka PEG 15 Fr", "Corflo PEG 20 Fr", "Freka Pexact 15 Fr", "Corflo PEG 16 Fr", "Flexiflo PEG 20 Fr"]
TUBES_RIG = ["Kimberly balloon RIG 14 Fr", "Corflo RIG 12 Fr", "CORGRIP RIG 16 Fr", "Entristar 18 Fr", "MIC balloon 16 Fr"]
TUBES_BAL = ["MIC-KEY 14 Fr 2.5 cm", "MIC-KEY 16 Fr 3.0 cm", "MiniONE balloon 14 Fr 2.0 cm", "low-profile balloon 18 Fr 3.5 cm",
             "balloon gastrostomy 16 Fr", "MIC balloon 18 Fr", "AMT MiniONE 12 Fr 1.7 cm"]
FEEDS = ["Nutrison Multi Fibre", "Jevity 1.5", "Osmolite 1.2", "Fresubin Original Fibre", "Peptamen AF", "TwoCal HN",
         "Nutrison Energy", "Isosource Fibre", "Compleat Peptide 1.5", "Kate Farms Standard 1.4", "Jevity Plus HP", "Ensure Plus Fibre"]
FEEDS_PAED = ["PaediaSure Plus Fibre", "Nutrini Energy Multi Fibre", "Frebini Original Fibre", "PaediaSure Peptide", "blended diet (home-made)"]
PUMPS = ["Flocare Infinity", "Kangaroo Joey", "Kangaroo ePump", "Amika", "Applix Smart", "EnteraLite Infinity", "Compat Ella"]
DRUGS = ["omeprazole dispersible 20 mg", "lansoprazole orodispersible 30 mg", "levetiracetam liquid 500 mg", "co-careldopa dispersible",
         "baclofen 10 mg", "metoclopramide 10 mg", "paracetamol suspension 1 g", "macrogol sachet", "glycopyrronium 1 mg",
         "riluzole oral suspension 50 mg", "apixaban 5 mg (crushed)", "hyoscine patch 1.5 mg", "carbocisteine 750 mg liquid"]
