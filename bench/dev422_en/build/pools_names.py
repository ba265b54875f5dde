"""Name pools for dev422_en. Written by hand; many origins, several names that are ordinary words."""

FIRST_F = sorted(set("""
Aaliyah Abigail Ada Adaeze Adriana Agnieszka Aisha Aiyana Akosua Alana Aleksandra Alice Alicia Alinta Amaka
Amara Amber Amelia Amina Ana Anahera Anjali Ann Anna Annika April Aroha Asha Ayesha Beatriz Bethan Bianca
Blessing Bridget Brigid Caitlin Camila Carmen Catalina Ceri Chanel Charlotte Chen Chiamaka Chloe Ciara Claire
Constance Crystal Dana Daniela Dawn Deirdre Destiny Dilnoza Divya Dorota Eilidh Eleni Elif Ella Emeka Emma
Esi Esperanza Eve Faith Fatima Fatuma Fenella Fiona Folake Freya Funmilayo Gabriela Gemma Georgia Grace Gwen
Hana Hannah Harper Hawa Heather Hina Hope Ifeoma Ines Ingrid Iona Irene Isla Ivy Jasmine Jia Joanna Joy June
Kaia Kalani Kamala Katarzyna Kathleen Kayla Keira Kiri Kirsty Lakshmi Lanakila Layla Leilani Lena Lerato Liliana
Lina Lowri Lucia Lucy Luz Mai Maeve Magdalena Malia Mara Marama Margaret Maria Mariam Marisol Marta Maryam May
Mei Mercy Mia Mihaela Milagros Mira Moana Nadia Naledi Nasrin Natalia Ngozi Nia Niamh Nikita Nkechi Noor
Nora Nuala Olena Olga Olivia Oona Parisa Patience Pearl Precious Priya Rachel Rana Rangi Rhiannon Rivka Rosa
Rose Roxana Ruby Ruth Saanvi Sadia Sakura Salma Samira Sana Saoirse Sarah Seo-yeon Shanice Shira Shreya
Siobhan Sione Sofia Soo-ah Summer Sunita Svetlana Tahlia Tamar Tanvi Tatiana Temperance Thandiwe Thi Tiana
Titilayo Tova Ugne Valentina Vanessa Verity Wahida Wairimu Wen Xiaoling Yara Yasmin Yetunde Yolanda Yuki Zainab
Zara Zeynep Zofia Zoe Zuzana Chidinma Oksana Ewa Aoife Roisin Mairead Ngaio Huia Tui Kahurangi Aarohi Fiifi
""".split()) - {"Emeka", "Fiifi", "Sione"})

FIRST_M = sorted(set("""
Aaron Abdi Abdullahi Adebayo Adrian Ahmed Aidan Akira Alejandro Aleksander Ali Amir Anand Andrei Angus Anil
Anton Aonghus Archie Arjun Art Arturo Ashkan Babajide Barnaby Ben Benedict Bill Bilal Bogdan Bradley Brendan
Callum Carlos Cathal Chen Chidi Chinedu Ciaran Colm Connor Cormac Dai Daniel Darragh Dawit Declan Deepak
Dmitri Dong-hyun Duc Dylan Eamon Edward Efosa Elias Emeka Emmanuel Enzo Eoin Ethan Ewan Farhan Felipe Fergus
Finn Frank Gareth Gabriel Giorgos Guillermo Hamish Hamza Haruto Hassan Hemi Hieu Hunter Huw Ibrahim Ifeanyi
Ikaika Imran Ioan Isaac Ivan Jack Jakub Jamal Javier Jin Joao Jonah Jorge Jose Joseph Juan Kacper Kai Kamal
Karan Kareem Kenji Kwame Kwabena Kofi Lachlan Liam Lorcan Luca Lucas Luis Manaia Manuel Marcus Mark Mason Mateo
Matiu Mehmet Miguel Mihai Mikael Minh Mohammed Moses Murray Musa Nasir Nathan Nikhil Nikolai Noah Obinna Oisin
Olumide Omar Oscar Owen Pablo Padraig Paulo Pedro Piotr Rafael Rahul Rajesh Ravi Reuben Rhys Rico Rohan Ronan
Rory Ruben Ryo Saad Samuel Sandeep Santiago Sean Sebastian Segun Seung-woo Shane Sione Somchai Stefan Sunil
Tadhg Tama Tane Tariq Thabo Theo Thomas Tiago Timote Tomasz Tyrone Uche Vikram Viliami Vinh Wei Wiremu Will
Wojciech Xavier Yaw Yehuda Yosef Yusuf Zaid Zoltan Fiifi Kiptoo Otieno Nnamdi Teodor Rangi Hohepa Keanu
""".split()))

SURNAMES = sorted(set("""
Abara Abdullah Acheampong Adeyemi Agarwal Ahern Ahmadi Akhtar Al-Sayed Alvarez Amoah Andersen Antonelli Appiah
Asante Baker Banerjee Banks Barrett Bell Bernstein Bhatt Bird Bishop Black Blackwood Boateng Bondarenko
Brennan Brown Byrne Cai Caldwell Carmody Carter Castillo Chaudhry Chen Cheung Chowdhury Church Ciobanu Clarke
Coelho Cohen Costa Cruz Cunningham Dang Das Day Delaney Desai Diallo Dimitriou Doherty Dlamini Dubois Duffy
Dunne Dvorak Egan Eze Fagan Farrell Fernandes Field Figueroa Fitzgerald Flanagan Fofanah Fox Frost Gallagher
Garcia Gonzalez Gray Green Grewal Guzman Hall Han Hart Hassan Hayashi Herrera Hill Ho Hoang Horvath Huang
Hughes Hussain Ibrahim Iqbal Ivanova Jablonski Jansen Jensen Joshi Kaur Kapoor Kavanagh Kelly Khan Khoury Kim
King Knight Kowalczyk Kowalski Kozak Kumar Lamb Lane Le Lee Levy Li Little Lomu Long Lopez Lynch MacDonald
MacLeod Madden Mahmoud Maguire Mahlangu Malik Marsh Martins McCarthy McGrath McKenzie Mehta Mendoza Menon
Mensah Moss Mukherjee Murphy Nair Nakamura Ndlovu Nguyen Ngata Nowak Nwosu O'Brien O'Connor O'Neill Obi Odhiambo
Ofori Okafor Okeke Okonkwo Oliveira Olsen Onyango Ortiz Osei Owusu Page Papadopoulos Parata Park Patel Pereira
Petrov Pham Popescu Power Price Quinn Rahman Ramirez Rao Reddy Reyes Rich Rivera Rivers Rodriguez Rossi Ruiz
Sandoval Santos Sato Schmidt Sharma Sharp Short Silva Singh Sokolov Stone Strong Suzuki Swan Tan Tanaka Taufa
Te Awa Thompson Tipene Torres Tran Tuilagi Vaughan Vargas Vasquez Volkov Walsh Wang Ward Whaanga White Wiśniewski
Winter Wolf Wong Wood Wu Xu Yamamoto Yang Yilmaz Young Zhang Zielinski Achterberg Nkemelu Fonoti Haumono Karaka
Moloney Ní Bhriain Ó Súilleabháin Featherstone Goldberg Friedman Mwangi Kariuki Abebe Tesfaye Haile Adjei
""".split()))

# surnames of two words get joined properly: "Te Awa", "Ní Bhriain", "Ó Súilleabháin"
_TWO = {("Te", "Awa"), ("Ní", "Bhriain"), ("Ó", "Súilleabháin")}
SURNAMES = sorted(s for s in SURNAMES if s not in {"Te", "Awa", "Ní", "Bhriain", "Ó", "Súilleabháin"}) + \
    ["Te Awa", "Ní Bhriain", "Ó Súilleabháin", "Van der Berg", "De Souza", "Da Silva", "St. John"]

NICKNAMES = {
    "William": "Will", "Benedict": "Ben", "Edward": "Ed", "Joseph": "Joe", "Samuel": "Sam", "Thomas": "Tom",
    "Daniel": "Dan", "Alejandro": "Alex", "Aleksander": "Olek", "Katarzyna": "Kasia", "Margaret": "Peggy",
    "Kathleen": "Kate", "Abigail": "Abby", "Charlotte": "Lottie", "Nathan": "Nate", "Jakub": "Kuba",
    "Olumide": "Lumi", "Titilayo": "Titi", "Ifeanyi": "Iffy", "Alexandra": "Sasha", "Nikolai": "Kolya",
    "Gabriela": "Gabi", "Valentina": "Vale", "Isaac": "Ike", "Lachlan": "Lachie", "Hamish": "Hamy",
}

MIDDLE_INITIALS = list("ABCDEFGHJKLMNPRSTW")

TITLES_F = ["Ms", "Mrs", "Miss"]
TITLES_M = ["Mr"]
