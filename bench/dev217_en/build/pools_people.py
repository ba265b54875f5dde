"""Invented name, profession and relation pools for dev217_en (author 217)."""

FIRST = {
    "US": {
        "M": ["James", "Robert", "Marcus", "Dwayne", "Luis", "Kevin", "Thomas", "Harold",
              "Curtis", "Ethan", "Raymond", "Wesley", "Gerald", "Andre", "Nathaniel",
              "Miguel", "Trevor", "Dennis", "Clifford", "Jerome", "Samuel", "Douglas",
              "Hector", "Bradley", "Lamar", "Vincent", "Gordon", "Phillip", "Tyrone", "Calvin"],
        "F": ["Linda", "Patricia", "Denise", "Maria", "Keisha", "Shannon", "Rebecca",
              "Dolores", "Tamika", "Heather", "Gloria", "Brenda", "Yolanda", "Carla",
              "Megan", "Rosalind", "Janet", "Lorraine", "Tiffany", "Beverly", "Monica",
              "Esther", "Wanda", "Krista", "Angela", "Darlene", "Naomi", "Felicia", "Joan", "Irene"],
    },
    "UK": {
        "M": ["Gareth", "Nigel", "Callum", "Alistair", "Rhys", "Declan", "Graham", "Stuart",
              "Owen", "Barry", "Colin", "Rory", "Malcolm", "Ewan", "Terence", "Hamish",
              "Darren", "Neil", "Adrian", "Philip", "Kieran", "Trevor", "Imran", "Desmond",
              "Lewis", "Fergus", "Clive", "Aidan", "Roy", "Dominic"],
        "F": ["Siobhan", "Gwen", "Fiona", "Karen", "Eileen", "Maureen", "Bethan", "Lorna",
              "Kirsty", "Heather", "Janice", "Pauline", "Morag", "Shona", "Tracey", "Rosemary",
              "Nadia", "Gillian", "Hazel", "Ailsa", "Bridget", "Joanne", "Sally", "Wendy",
              "Catriona", "Rhiannon", "Yvonne", "Elspeth", "Mairead", "Judith"],
    },
    "IN": {
        "M": ["Rajesh", "Venkatesh", "Suresh", "Anil", "Prakash", "Mohammed", "Arjun",
              "Sandeep", "Ganesh", "Harpreet", "Ramesh", "Vikram", "Subramaniam", "Imtiaz",
              "Deepak", "Manoj", "Kiran", "Abhijit", "Satish", "Rohit", "Yusuf", "Naveen",
              "Balaji", "Sanjay", "Gurpreet", "Ashok", "Dinesh", "Pradeep", "Mahesh", "Tushar"],
        "F": ["Lakshmi", "Priya", "Sunita", "Kavita", "Farzana", "Meenakshi", "Anjali",
              "Rekha", "Deepa", "Shabana", "Savitri", "Pooja", "Geeta", "Nandini", "Radha",
              "Sushma", "Jaspreet", "Asha", "Revathi", "Madhuri", "Bhavna", "Usha", "Sarita",
              "Kamala", "Shalini", "Rukhsana", "Padma", "Vidya", "Hema", "Archana"],
    },
}

LAST = {
    "US": ["Whitaker", "Delgado", "Okonkwo", "Brennan", "Kowalski", "Hutchins", "Ramirez",
           "Lindqvist", "Pruitt", "Castellano", "Washington", "Nguyen", "Fairbanks", "Holloway",
           "McAllister", "Tran", "Gutierrez", "Abernathy", "Sorensen", "Jefferson", "Pham",
           "Blackwell", "Dubois", "Harrington", "Moreno", "Yazzie", "Kaminski", "Ellison",
           "Ochoa", "Vance", "Petrakis", "Greenlee", "Mbeki", "Sandoval", "Thornton", "Rasmussen",
           "Kim", "Oyelaran", "Stroud", "Caldwell"],
    "UK": ["Pritchard", "McBride", "Llewellyn", "Ashworth", "Fairclough", "Henderson",
           "Okafor", "Cartwright", "Doyle", "Whittle", "Rahman", "Buchanan", "Entwistle",
           "Gallagher", "Hussain", "Threlfall", "Morgan", "Kerr", "Sutcliffe", "Patel",
           "Hughes", "Mackintosh", "Baird", "Fenwick", "O'Rourke", "Chowdhury", "Armitage",
           "Lawson", "Bhatti", "Quinn", "Rowntree", "Glennie", "Holroyd", "Ferguson", "Winstanley",
           "Mensah", "Dunleavy", "Caddick", "Nuttall", "Sinclair"],
    "IN": ["Kulkarni", "Reddy", "Sharma", "Iyer", "Deshpande", "Banerjee", "Chaudhary",
           "Nair", "Patil", "Qureshi", "Menon", "Gupta", "Rao", "Subramanian", "Sinha",
           "Joshi", "Pillai", "Bhattacharya", "Ansari", "Gill", "Mukherjee", "Shetty",
           "Venkataraman", "Khan", "Agarwal", "Pawar", "Das", "Hegde", "Saxena", "Thakur",
           "Naidu", "Chatterjee", "Dutta", "Mehta", "Sandhu", "Kamath", "Bose", "Yadav",
           "Fernandes", "Mishra"],
}

NICK = {
    "Robert": "Bobby", "James": "Jimmy", "Thomas": "Tommy", "Raymond": "Ray",
    "Douglas": "Doug", "Samuel": "Sam", "Patricia": "Patty", "Rebecca": "Becky",
    "Beverly": "Bev", "Gerald": "Gerry", "Phillip": "Phil", "Nathaniel": "Nate",
    "Margaret": "Peggy", "Dolores": "Lola", "Terence": "Terry", "Malcolm": "Mal",
    "Judith": "Judy", "Rosemary": "Rosie", "Elspeth": "Elsie", "Gillian": "Jill",
    "Venkatesh": "Venky", "Subramaniam": "Subbu", "Lakshmi": "Lucky", "Abhijit": "Abhi",
    "Rajesh": "Raju", "Balaji": "Bala", "Savitri": "Savi", "Meenakshi": "Meenu",
    "Harpreet": "Happy", "Mohammed": "Mo", "Siobhan": "Shiv", "Alistair": "Ali",
}

MIDDLE_INITIALS = "ABCDEFGHJKLMNPRSTVW"

PROFESSIONS = {
    "US": ["long-haul truck driver", "welder", "retired schoolteacher", "hairdresser",
           "software developer", "postal carrier", "line cook", "electrician",
           "warehouse supervisor", "dental hygienist", "bank teller", "corrections officer",
           "landscaper", "paralegal", "retired machinist", "school bus driver",
           "insurance adjuster", "roofer", "home health aide", "pastor", "dairy farmer",
           "graphic designer", "auto mechanic", "librarian"],
    "UK": ["lorry driver", "bricklayer", "retired primary school teacher", "hairdresser",
           "IT consultant", "postman", "chef", "electrician", "care assistant",
           "joiner", "civil servant", "retired miner", "taxi driver", "dinner lady",
           "plasterer", "shop assistant", "accountant", "bus driver", "groundsman",
           "retired police officer", "hospital porter", "sheep farmer", "solicitor", "tiler"],
    "IN": ["auto-rickshaw driver", "tailor", "retired schoolteacher", "farmer",
           "software engineer", "textile mill worker", "shopkeeper", "bank clerk",
           "security guard", "carpenter", "construction labourer", "homemaker",
           "primary school teacher", "street food vendor", "mason", "electrician",
           "retired railway employee", "weaver", "taxi driver", "accountant",
           "beedi roller", "fisherman", "dairy farmer", "police constable"],
}

RELATIONS = ["wife", "husband", "daughter", "son", "sister", "brother", "mother",
             "father", "partner", "niece", "nephew", "son-in-law", "daughter-in-law",
             "neighbour", "friend", "carer"]

STAFF_ROLES_RESEARCH = ["CRC", "research nurse", "study coordinator", "sub-investigator",
                        "research pharmacist", "data entry clerk", "regulatory coordinator"]

CREDENTIALS = {
    "US": ["MD", "DO", "RN", "BSN, RN", "CCRC", "CCRP", "PharmD", "NP", "PA-C", "MS", "MPH"],
    "UK": ["MBChB", "MRCP", "FRCP", "RGN", "BSc", "MPharm", "RN", "PhD", "MBBS"],
    "IN": ["MBBS, MD", "MD", "DM", "MBBS", "B.Pharm", "M.Pharm", "MSc", "GNM", "PhD", "DNB"],
}
