"""Person-name pools for dev403_en, grouped by origin.

Every origin holds (female first names, male first names, surnames).
Several first names and surnames are also ordinary English words or
place names on purpose (Hope, Grace, June, Will, Baker, Wood, Kent ...).
"""


def _w(s):
    return [x.replace("_", " ") for x in s.split()]


ORIGINS = {
    "anglo": (
        _w("Emma Olivia Charlotte Sophie Hannah Rebecca Claire Joanne Lisa Karen "
           "Susan Margaret Patricia Linda Deborah Helen Gillian Sarah Laura Megan "
           "Chloe Lauren Jessica Amy Kirsty Nicola Tracey Hope Grace Faith Rose "
           "Ivy Holly Dawn Amber Summer Joy April May June Autumn Crystal Patience "
           "Pearl Ruby Violet Heather Iris Willow Victoria Florence Savannah Zoë"),
        _w("James John Robert Michael David William Richard Thomas Christopher "
           "Daniel Matthew Andrew Paul Mark Steven Gary Kevin Craig Darren Lee "
           "Wayne Neil Stuart Graham Keith Trevor Bill Will Frank Guy Rusty Sonny "
           "Hunter Chase Jack Ray Drew Dale Glen Cliff Lance Miles Grant Austin "
           "Tyler Devon Nelson"),
        _w("Smith Jones Taylor Williams Wilson Davies Evans Thomas Johnson Roberts "
           "Walker Wright Robinson Thompson Hughes Edwards Harris Clarke Lewis "
           "Jackson Turner Parker Collins Morris Ward Cooper Harrison Marshall "
           "Baker Cook Fisher Wood Brown Green White Black Young Hill Bishop Page "
           "Rich Small Strong Hope Little Moody Sharp Sweet Bull Fox Lamb Nurse "
           "Bell Stone Marsh Rivers Field Hunter Mason Carter Weaver Gardener "
           "Shepherd Knight King Noble Bond Hardy Wise Friend Day Winter Frost "
           "Snow Sterling Banks Kent Lincoln Chester Washington Durham Lancaster "
           "Preston Hamilton Houston Dallas Sutton Bowen Darwin Parkinson")),
    "irish": (
        _w("Siobhán Aoife Niamh Saoirse Ciara Orla Róisín Gráinne Sinéad Caoimhe "
           "Aisling Deirdre Maeve Clodagh Bríd Nuala Eimear Sorcha Clare"),
        _w("Seán Ciarán Pádraig Declan Eoin Cathal Oisín Fergal Donal Niall Colm "
           "Tadhg Diarmuid Ronan Cormac Fionn Darragh Killian"),
        _w("O'Brien O'Sullivan Murphy Kelly Byrne Ryan O'Connor Walsh McCarthy "
           "Doyle Gallagher Kavanagh Ní_Bhriain Ó_Súilleabháin Fitzgerald Brennan "
           "Quinn Nolan Farrell Mulcahy Cullinane Twomey Hegarty Dunne")),
    "celtic": (
        _w("Morag Eilidh Catriona Iona Ffion Cerys Bethan Siân Nia Rhiannon Isla "
           "Kirsteen Mhairi Elin Gwen"),
        _w("Angus Hamish Fraser Callum Ewan Rhys Dafydd Gareth Owain Emyr Iain "
           "Alasdair Gethin Huw Lachlan"),
        _w("MacLeod MacDonald Campbell Stewart Fraser Robertson McKenzie Llewellyn "
           "Pritchard Powell Morgan Griffiths Jenkins Rees Sinclair Munro Buchanan "
           "Ferguson Cameron")),
    "south_asian": (
        _w("Priya Anjali Sunita Kavita Deepa Pooja Aisha Fatima Nusrat Farzana "
           "Rukhsana Harpreet Simran Manpreet Lakshmi Meena Divya Shreya Asha "
           "Nasreen"),
        _w("Rajesh Sanjay Arjun Vikram Imran Tariq Farhan Mohammed Bilal Harjit "
           "Gurpreet Sukhdev Ravi Anil Suresh Kiran Nikhil Zubair Amir Pradeep"),
        _w("Patel Shah Sharma Singh Kaur Gupta Khan Ahmed Hussain Iqbal Chaudhry "
           "Malik Begum Rahman Nair Menon Iyer Reddy Rao Pillai Bhatt Desai Joshi "
           "Kapoor Sandhu Gill Dhillon Sidhu Mistry Choudhury")),
    "east_asian": (
        _w("Mei_Ling Xiu_Yan Hui_Min Yuki Aiko Hana Ji-woo Seo-yeon Min-ji Jia "
           "Xinyi Haruka Yuna Lan Qing"),
        _w("Wei Jun Hao Jian Kenji Hiroshi Takeshi Min-jun Ji-hoon Dong-hyun "
           "Zhiwei Haruto Kai Ming Yong"),
        _w("Wang Li Zhang Chen Liu Huang Zhao Wu Lin Sun Ng Wong Chan Leung "
           "Tanaka Sato Suzuki Yamamoto Kim Park Lee Choi Cheung Lau Tsang")),
    "se_asian": (
        _w("Thuy Linh Ngoc Hoa Huong Maricel Lorna Jocelyn Marites Rowena "
           "Kanya Siriporn Mai Trang Analyn"),
        _w("Minh Tuan Duc Quang Rodel Jomar Ramil Noel Thanh Somchai Arnel "
           "Jericho Bao Long Nestor"),
        _w("Nguyen Tran Pham Le Hoang Vu Dang Santos Reyes Bautista Dela_Cruz "
           "Mendoza Villanueva Aquino Castillo Phan Do Bui Manalo Pangilinan")),
    "african": (
        _w("Chiamaka Ngozi Adaeze Folake Amara Abena Akosua Wanjiru Zanele "
           "Thandiwe Nokuthula Fadumo Hodan Ayan Blessing Precious Comfort "
           "Chidinma Yetunde Efua"),
        _w("Chinedu Emeka Oluwaseun Tunde Kwame Kofi Yaw Tendai Sipho Thabo "
           "Abdi Mohamed Yusuf Kelechi Godfrey Innocent Obinna Femi Jabari "
           "Kwabena"),
        _w("Okafor Okonkwo Adeyemi Oyelaran Nwosu Eze Balogun Mensah Asante "
           "Owusu Boateng Mwangi Odhiambo Kamau Dlamini Nkosi Mokoena Moyo "
           "Warsame Farah Osman Adebayo Achebe Oduya")),
    "caribbean": (
        _w("Shanice Keisha Marcia Beverley Janelle Sharelle Paulette Yolanda "
           "Claudette Marlene"),
        _w("Delroy Winston Leroy Desmond Marlon Clive Errol Neville Dwayne "
           "Fitzroy"),
        _w("Campbell Francis Grant Reid Clarke Thompson Henry Richards Bailey "
           "Samuels Gordon Douglas Barrett Forbes McFarlane")),
    "middle_eastern": (
        _w("Layla Yasmin Noor Mariam Rania Samira Leila Dalia Hiba Nadia "
           "Zeinab Rasha"),
        _w("Omar Khalid Tarek Karim Samir Hassan Ali Yousef Nabil Rami Fadi "
           "Walid"),
        _w("Haddad Khoury Nasser Mansour Hamdan Aziz Darwish Saleh Farouk "
           "Karam Abboud Haidari Jaber Rahimi")),
    "east_european": (
        _w("Agnieszka Katarzyna Magdalena Oksana Irina Svetlana Ewa Zofia "
           "Ioana Elena Milena Natalia Dorota Justyna"),
        _w("Piotr Tomasz Krzysztof Andrei Dmitri Sergei Marek Łukasz Bogdan "
           "Vasile Pavel Jakub Mihai Oleksandr"),
        _w("Kowalski Nowak Wiśniewska Wójcik Kamiński Lewandowski Popescu "
           "Ionescu Petrov Ivanova Kuznetsov Horváth Novák Dvořák Zielinski "
           "Shevchenko Bondarenko")),
    "hispanic": (
        _w("María Lucía Carmen Isabel Guadalupe Rosa Alejandra Ximena Paola "
           "Daniela Mercedes Dolores Esperanza Luz"),
        _w("José Carlos Luis Miguel Javier Alejandro Diego Mateo Raúl Rafael "
           "Jesús Santiago Emilio Ángel"),
        _w("Garcia Martinez Rodriguez Lopez Hernandez Gonzalez Perez Sanchez "
           "Ramirez Torres Flores Rivera Gomez Diaz Morales Cruz Ortiz Nuñez "
           "Castañeda Vargas")),
    "maori_pacific": (
        _w("Aroha Mere Ngaire Hine Moana Losa Mele Sina Ana Tui Kahurangi "
           "Anahera Salote Fetu"),
        _w("Wiremu Tane Rawiri Hemi Nikau Sione Tevita Viliami Manu Tasi "
           "Matiu Ropata Iosefa Pita"),
        _w("Ngata Parata Tawhiri Te_Rangi Horomona Tuhiwai Fonoti Tuilagi "
           "Fifita Vaipulu Taufa Leota Faleolo Waititi Tipene Kereama")),
    "mediterranean": (
        _w("Eleni Sofia Giulia Chiara Francesca Despina Maria Antonella "
           "Vasiliki Rosaria"),
        _w("Giorgos Nikos Dimitrios Marco Luca Giuseppe Stefano Kostas "
           "Antonio Salvatore"),
        _w("Papadopoulos Georgiou Nikolaidis Rossi Bianchi Romano Esposito "
           "Ricci Russo Costa Galanis Marino Lombardi Karagiannis")),
    "french": (
        _w("Geneviève Mathilde Isabelle Chantal Josée Mélanie Véronique "
           "Sylvie Nathalie Élise"),
        _w("Mathieu Étienne Jean-François Luc Marc-André Sébastien Yves "
           "Pierre Denis Olivier"),
        _w("Tremblay Gagnon Roy Côté Bouchard Gauthier Lavoie Pelletier "
           "Bélanger Leblanc Fortin Ouellet Lachance")),
    "jewish": (
        _w("Miriam Rachel Naomi Leah Talia Esther Shira"),
        _w("Avi Eli Noam Ari Yosef Ezra Benjamin"),
        _w("Cohen Levy Goldberg Friedman Katz Rosenberg Klein Shapiro Weiss")),
}

# origin weights per country (ISO-like codes used across the build)
COUNTRY_ORIGINS = {
    "AU": [("anglo", 40), ("mediterranean", 8), ("se_asian", 10), ("east_asian", 10),
           ("south_asian", 10), ("middle_eastern", 6), ("maori_pacific", 5), ("irish", 6),
           ("african", 3), ("celtic", 4)],
    "CA": [("anglo", 30), ("french", 16), ("south_asian", 12), ("east_asian", 12),
           ("se_asian", 8), ("caribbean", 6), ("mediterranean", 5), ("irish", 4),
           ("celtic", 4), ("middle_eastern", 3)],
    "IE": [("irish", 50), ("anglo", 14), ("east_european", 14), ("african", 8),
           ("south_asian", 6), ("se_asian", 4), ("celtic", 4)],
    "NZ": [("anglo", 36), ("maori_pacific", 24), ("east_asian", 10), ("south_asian", 10),
           ("celtic", 8), ("se_asian", 6), ("irish", 6)],
    "UK": [("anglo", 42), ("celtic", 10), ("south_asian", 14), ("african", 7),
           ("caribbean", 6), ("east_european", 8), ("irish", 5), ("east_asian", 4),
           ("middle_eastern", 4)],
    "US": [("anglo", 36), ("hispanic", 18), ("east_asian", 8), ("south_asian", 7),
           ("se_asian", 6), ("african", 5), ("caribbean", 6), ("jewish", 5),
           ("mediterranean", 5), ("middle_eastern", 4)],
}

NICKNAMES = {
    "Andrew": "Andy", "Christopher": "Chris", "Daniel": "Dan", "David": "Dave",
    "James": "Jim", "John": "Johnny", "Margaret": "Maggie", "Matthew": "Matt",
    "Michael": "Mike", "Patricia": "Trish", "Rebecca": "Becky", "Richard": "Rick",
    "Robert": "Bob", "Steven": "Steve", "Susan": "Sue", "Thomas": "Tom",
    "Victoria": "Vicky", "William": "Billy", "Deborah": "Debbie", "Alejandro": "Alex",
    "Katarzyna": "Kasia", "Oluwaseun": "Seun", "Giuseppe": "Pino", "Elizabeth": "Liz",
}
