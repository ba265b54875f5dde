"""Person-name pools of many origins, including names that are ordinary words."""

FIRST_M = """
James John Robert Michael William David Richard Joseph Thomas Charles Daniel Matthew Anthony Mark
Paul Steven Andrew Kenneth Joshua Kevin Brian George Edward Ronald Timothy Jason Jeffrey Ryan Jacob
Gary Nicholas Eric Jonathan Stephen Larry Justin Scott Brandon Benjamin Samuel Gregory Frank Alexander
Patrick Raymond Jack Dennis Jerry Tyler Aaron Henry Adam Douglas Nathan Peter Zachary Kyle Walter
Harold Jeremy Ethan Carl Keith Roger Gerald Christian Terry Sean Arthur Austin Noah Lawrence Jesse
Joe Bryan Billy Jordan Albert Dylan Bruce Willie Gabriel Alan Juan Logan Wayne Ralph Roy Eugene Randy
Vincent Russell Louis Philip Bobby Johnny Bradley Ciaran Cian Oisin Padraig Declan Eoin Fergal Darragh
Rhys Dafydd Gareth Iwan Owain Hamish Angus Callum Fraser Ewan Alasdair Mohammed Muhammad Ahmed Omar
Yusuf Ibrahim Hassan Tariq Imran Bilal Faisal Kwame Kofi Chinedu Emeka Oluwaseun Tunde Babajide
Abdirahman Mahad Tesfaye Haile Raj Rajesh Sanjay Arjun Vikram Harpreet Gurpreet Ravi Anil Sunil
Deepak Wei Jun Hao Ming Chen Hiroshi Kenji Takeshi Minh Tuan Jae-won Min-jun Sung-ho Piotr Tomasz
Krzysztof Marek Pawel Andrzej Jakub Dmitri Sergei Ivan Aleksandr Nikolai Luca Marco Giuseppe
Alessandro Matteo Javier Carlos Alejandro Diego Mateo Santiago Joao Tiago Rui Mehmet Emre Murat
Yannis Nikos Dimitris Kostas Lars Nils Soren Pieter Jan Willem Moshe Avi Eli Tane Wiremu Nikau
Bill Will Rob Art Guy Chase Hunter Earnest Sonny Rusty Dusty Forrest Ash Clay Heath Dale Glen
Wade Cliff Drew Lance Miles Jamal DeShawn Tyrone Marcus Andre Jerome Leroy Dwayne Winston Desmond
Delroy Errol Clive Nigel Trevor Barry Colin Graham Malcolm Neil Derek Stuart Ian Kieran Liam
""".split()

FIRST_F = """
Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen Lisa Nancy Betty Margaret
Sandra Ashley Kimberly Emily Donna Michelle Carol Amanda Dorothy Melissa Deborah Stephanie Rebecca
Sharon Laura Cynthia Kathleen Amy Angela Shirley Anna Brenda Pamela Emma Nicole Helen Samantha
Katherine Christine Debra Rachel Carolyn Janet Catherine Maria Heather Diane Julie Olivia Joyce
Virginia Victoria Kelly Lauren Christina Joan Evelyn Judith Megan Andrea Cheryl Hannah Jacqueline
Martha Gloria Teresa Ann Sara Madison Frances Kathryn Janice Jean Abigail Alice Judy Sophia Denise
Siobhan Aoife Niamh Saoirse Roisin Grainne Orla Caoimhe Sinead Aisling Bronwen Cerys Ffion Sian
Eilidh Morag Isla Kirsty Fatima Aisha Zainab Maryam Khadija Amina Nadia Layla Yasmin Noor Leila
Chiamaka Ngozi Adaeze Folasade Yetunde Abena Efua Ama Hodan Fadumo Saba Priya Anjali Sunita Deepa
Kavita Neha Pooja Harjit Manpreet Simran Mei Li Xiu Ying Yuki Keiko Akiko Thi Lan Huong Ji-yeon
Seo-yeon Agnieszka Katarzyna Magdalena Joanna Ewa Olga Natalia Svetlana Irina Tatiana Giulia
Francesca Chiara Lucia Carmen Sofia Valentina Ana Ines Beatriz Elif Ayse Zeynep Eleni Katerina
Ingrid Astrid Freya Sanne Anouk Miriam Rivka Tova Aroha Mere Ngaire
Hope Faith Grace Joy June May April Summer Rose Violet Ivy Holly Hazel Ruby Pearl Amber Crystal
Dawn Sky River Sunny Autumn Iris Daisy Poppy Willow Jasmine Heaven Destiny Patience Charity
Precious Blessing Marigold Fern Robin Wren Brooke Misty Star Gemma Chantelle Shanice Latoya Keisha
Marcia Beverley Paulette Hyacinth Gwen Maureen Brenda Sheila Pauline Lorraine Tracey Kerry
""".split()

SURNAMES = """
Smith Jones Taylor Williams Brown Davies Evans Wilson Thomas Roberts Johnson Lewis Walker Robinson
Wood Thompson White Watson Jackson Wright Green Harris Cooper King Lee Martin Clarke James Morgan
Hughes Edwards Hill Moore Clark Harrison Scott Young Morris Hall Ward Turner Carter Phillips Mitchell
Patel Adams Campbell Anderson Allen Cook Bailey Parker Miller Davis Murphy Price Bell Baker Griffiths
Kelly Simpson Marshall Collins Bennett Cox Richardson Fox Gray Rose Chapman Hunt Robertson Shaw
Reynolds Lloyd Ellis Richards Russell Wilkinson Khan Graham Stewart Reid Murray Powell Palmer Holmes
Rogers Stevens Walsh Hunter Thomson Matthews Ross Owen Mason Knight Kennedy Butler Saunders
O'Brien O'Sullivan O'Connor O'Neill McCarthy MacDonald McLaughlin Ni Dhomhnaill Fitzgerald Byrne
Ryan Doyle Gallagher Quinn Brennan Kavanagh Nolan Dunne Healy Keane Fraser Buchanan McIntyre Sinclair
Cameron Lindsay Ferguson Crawford Hamilton Rees Pritchard Vaughan Jenkins Llewellyn Bevan Howells
Okafor Adeyemi Okonkwo Eze Nwosu Mensah Asante Boateng Owusu Oduya Abiodun Balogun Adebayo
Mohamud Warsame Abdi Hussein Ali Ahmed Rahman Chowdhury Begum Hossain Iqbal Malik Qureshi Siddiqui
Sharma Gupta Singh Kaur Sandhu Gill Dhillon Nair Menon Pillai Iyer Reddy Rao Desai Shah Mehta Joshi
Chen Wang Zhang Liu Huang Zhao Wu Zhou Lin Ng Wong Chan Leung Tanaka Suzuki Sato Watanabe Nguyen
Tran Pham Le Hoang Kim Park Choi Jung Kowalski Nowak Wisniewski Wojcik Kaminski Lewandowski
Zielinski Ivanov Petrov Smirnov Volkov Rossi Russo Ferrari Esposito Bianchi Romano Colombo Garcia
Rodriguez Martinez Hernandez Lopez Gonzalez Perez Sanchez Ramirez Torres Flores Silva Santos
Oliveira Pereira Costa Ferreira Yilmaz Kaya Demir Celik Papadopoulos Georgiou Nikolaidis Jensen
Hansen Larsen Andersen Johansson Lindqvist de Vries van Dijk Bakker Visser Cohen Levy Friedman
Goldberg Katz Ngata Tipene Parata Wiremu
Bishop Cross Day Field Frost Gold Lamb Long Love Marsh Moss Nash Page Park Pike Rice Rush Sharp
Short Small Stone Swift Wall Waters Wells Wise Bland Savage Chalk Bull Hope Street Lane Brook
Church Castle Gardner Fisher Fowler Hawk Crane Sparrow Finch Swan Salmon Herring Peacock Bird
Winter Summers Snow Rain Storm Sterling Bond Banks Bridge Mayo Truelove Lovelace Goodbody Cureton
Hale Hardy Kidney Bones Pound Penny Silver Steel Iron Brass Glass Mills Cotton Wool Flowers
""".split()

NICK = {
    "William": "Bill", "Robert": "Bob", "Richard": "Rick", "Elizabeth": "Liz", "Margaret": "Peggy",
    "Katherine": "Kate", "Catherine": "Cathy", "Jennifer": "Jen", "Michael": "Mike", "Thomas": "Tom",
    "Joseph": "Joe", "Christopher": "Chris", "Alexander": "Alex", "Samantha": "Sam", "Patricia": "Trish",
    "Rebecca": "Becky", "Deborah": "Debbie", "Anthony": "Tony", "Nicholas": "Nick", "Daniel": "Dan",
    "Matthew": "Matt", "Victoria": "Vicky", "Susan": "Sue", "Edward": "Ted", "Jonathan": "Jon",
    "Abigail": "Abby", "Frances": "Fran", "Muhammad": "Mo", "Oluwaseun": "Seun", "Babajide": "Jide",
    "Aleksandr": "Sasha", "Alessandro": "Sandro", "Stephanie": "Steph", "Benjamin": "Ben",
}


def clean(seq):
    out = []
    seen = set()
    for x in seq:
        if x not in seen:
            seen.add(x)
            out.append(x)
    return out


FIRST_M = clean(FIRST_M)
FIRST_F = clean(FIRST_F)
SURNAMES = clean([s for s in SURNAMES if s not in ("Ni", "Dhomhnaill", "de", "Vries", "van", "Dijk")] +
                 ["Ni Dhomhnaill", "de Vries", "van Dijk"])
