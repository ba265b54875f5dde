"""Hand-written value pools for the clean-room English evaluation set.

Every entry below was typed by hand for this set; nothing is loaded from any
name, place or faker package.  Entries are comma separated so that values with
internal spaces ("De la Cruz", "Li Na") survive.
"""


def _s(block):
    out = []
    for part in block.replace("\n", ",").split(","):
        part = part.strip()
        if part and part not in out:
            out.append(part)
    return out


# origin -> (male given names, female given names, surnames)
ORIGINS = {
    "anglo": (
        _s("""James, John, Robert, Michael, William, David, Richard, Thomas, Charles, Christopher,
        Daniel, Matthew, Anthony, Mark, Steven, Paul, Andrew, Joshua, Kenneth, Kevin, Brian, George,
        Edward, Ronald, Timothy, Jason, Jeffrey, Gary, Harold, Walter, Dennis, Gerald, Roger, Keith,
        Wayne, Dale, Russell, Craig, Trevor, Nigel, Graham, Clive, Derek, Colin, Alan, Barry, Oliver,
        Harry, Jack, Alfie, Archie, Toby, Ethan, Logan, Tyler, Hunter, Brandon, Cody, Dustin, Bill,
        Will, Bobby, Frank, Earl, Clarence, Leonard, Stanley, Norman, Reginald, Cecil"""),
        _s("""Mary, Patricia, Jennifer, Linda, Elizabeth, Barbara, Susan, Jessica, Sarah, Karen, Nancy,
        Lisa, Betty, Margaret, Sandra, Ashley, Dorothy, Kimberly, Emily, Donna, Michelle, Carol,
        Amanda, Melissa, Deborah, Stephanie, Rebecca, Sharon, Laura, Cynthia, Kathleen, Amy, Shirley,
        Angela, Helen, Brenda, Pamela, Nicole, Samantha, Katherine, Christine, Debra, Rachel, Carolyn,
        Janet, Heather, Diane, Joyce, Gillian, Hazel, Beverley, Lorraine, Tracey, Wendy, Jean, Doreen,
        Edna, Mabel, Ivy, Pauline, Chloe, Olivia, Amelia, Poppy, Evie, Kayla, Brittany, Madison,
        Haley, Grace, Hope, Faith, Rose, June, May, Summer, Dawn, Zoë, Peggy, Marjorie, Bev"""),
        _s("""Smith, Johnson, Williams, Brown, Jones, Miller, Davis, Wilson, Anderson, Taylor, Thomas,
        Moore, Jackson, Martin, Thompson, White, Harris, Clark, Lewis, Robinson, Walker, Young, Allen,
        King, Wright, Hill, Green, Adams, Baker, Nelson, Carter, Mitchell, Roberts, Turner, Phillips,
        Parker, Evans, Edwards, Collins, Morris, Rogers, Reed, Cook, Morgan, Bell, Cooper,
        Richardson, Cox, Howard, Ward, Peterson, Gray, Hughes, Price, Sanders, Bennett, Wood, Barnes,
        Ross, Henderson, Jenkins, Perry, Powell, Long, Patterson, Butler, Simmons, Foster, Bryant,
        Hayes, Hall, Mason, Banks, Mills, Fletcher, Thornton, Ashworth, Pickering, Hargreaves,
        Whitfield, Blackwood, Parkinson, Addison, Graves, Holloway, Ramsbottom, Entwistle, Sutcliffe,
        Cartwright, Oakley, Wainwright, Lowe, Winterbottom, Hale, Sharpe, Goodwin, Pryce-Jones"""),
    ),
    "irish": (
        _s("""Sean, Liam, Ciaran, Declan, Padraig, Eoin, Cormac, Niall, Fergal, Oisin, Ronan, Darragh,
        Colm, Diarmuid, Tadhg, Seamus, Donal, Cathal"""),
        _s("""Siobhan, Niamh, Aoife, Orla, Roisin, Sinead, Caoimhe, Grainne, Maeve, Aisling, Brid,
        Clodagh, Deirdre, Eimear, Saoirse, Nuala, Bernadette"""),
        _s("""Murphy, Kelly, O'Sullivan, Walsh, O'Brien, Byrne, Ryan, O'Connor, O'Neill, Doyle,
        McCarthy, Gallagher, O'Doherty, Kennedy, Lynch, Murray, Quinn, McLoughlin, Carroll, Foley,
        Brennan, Fitzgerald, Nolan, Donnelly, Maguire, Keane, Sheehan, Duffy, Flanagan, Ni Bhriain"""),
    ),
    "scottish": (
        _s("""Hamish, Angus, Alasdair, Callum, Fraser, Ewan, Lachlan, Murdo, Ruaridh, Struan, Euan,
        Iain"""),
        _s("""Morag, Kirsty, Isla, Eilidh, Catriona, Mhairi, Fiona, Ailsa, Shona, Iona, Elspeth"""),
        _s("""MacDonald, Campbell, Stewart, Robertson, MacLeod, Fraser, Morrison, Mackenzie, Sinclair,
        Cameron, Gunn, Munro, McIntyre, Buchanan, Drummond, Ferguson, Hamilton, Kerr, Lindsay,
        Urquhart, Gillespie, Baird"""),
    ),
    "welsh": (
        _s("Rhys, Gareth, Dafydd, Gethin, Iwan, Owain, Emyr, Huw"),
        _s("Cerys, Bethan, Rhiannon, Sian, Ffion, Carys, Angharad, Nia"),
        _s("Llewellyn, Pritchard, Bowen, Vaughan, Griffiths, Parry, Pugh, Prosser, Rees, Howells, Lloyd"),
    ),
    "hispanic": (
        _s("""José, Juan, Luis, Carlos, Jorge, Miguel, Alejandro, Javier, Fernando, Ricardo, Eduardo,
        Raul, Hector, Guillermo, Santiago, Mateo, Diego, Rafael, Ignacio, Jesus, Juan Carlos, Osvaldo,
        Efrain, Julio"""),
        _s("""Maria, María, Guadalupe, Carmen, Rosa, Ana, Lucia, Isabel, Sofia, Valentina, Ximena, Yesenia,
        Marisol, Esperanza, Dolores, Consuelo, Beatriz, Paola, Daniela, Alejandra, Leticia, Maria Elena,
        Xiomara, Nayeli"""),
        _s("""Garcia, Rodriguez, Martinez, Hernandez, Lopez, Gonzalez, Perez, Sanchez, Ramirez, Torres,
        Flores, Rivera, Gomez, Diaz, Reyes, Morales, Cruz, Ortiz, Gutierrez, Chavez, Ramos, Ruiz,
        Alvarez, Mendoza, Castillo, Jimenez, Vargas, Romero, Herrera, Medina, Aguilar, Vega, Castro,
        Delgado, Salazar, Fuentes, Cabrera, Ibarra, De la Cruz, Peña, Núñez, Quintero, Zamora,
        Sandoval, Espinoza, Garza-Ruiz"""),
    ),
    "portuguese": (
        _s("João, Tiago, Rui, Gonçalo, Duarte, Afonso, Nuno, Vasco, Bruno, Fabio, Leandro, Thiago"),
        _s("Inês, Joana, Leonor, Mariana, Matilde, Raquel, Filipa, Catarina, Graça, Fernanda, Luana"),
        _s("""Silva, Santos, Ferreira, Pereira, Oliveira, Costa, Rodrigues, Martins, Sousa, Fernandes,
        Gonçalves, Gomes, Lopes, Marques, Almeida, Ribeiro, Pinto, Carvalho, Teixeira, Moreira,
        Medeiros, Cabral"""),
    ),
    "italian": (
        _s("""Giuseppe, Giovanni, Antonio, Marco, Luca, Alessandro, Francesco, Matteo, Lorenzo,
        Salvatore, Vincenzo, Enzo, Carmine, Angelo"""),
        _s("""Giulia, Francesca, Chiara, Alessia, Giovanna, Rosaria, Antonella, Serena, Federica,
        Carla, Concetta, Annunziata, Teresa"""),
        _s("""Rossi, Russo, Ferrari, Esposito, Bianchi, Romano, Colombo, Ricci, Marino, Greco, Bruno,
        Gallo, Conti, De Luca, Mancini, Giordano, Rizzo, Lombardi, Moretti, Barbieri, Fontana,
        Caruso, Santoro, Ferraro, DiMaggio, Napolitano, Iacono, D'Angelo"""),
    ),
    "polish": (
        _s("""Piotr, Krzysztof, Tomasz, Paweł, Łukasz, Marek, Grzegorz, Wojciech, Jakub, Kamil,
        Andrzej, Zbigniew, Mariusz"""),
        _s("""Anna, Agnieszka, Małgorzata, Katarzyna, Magdalena, Joanna, Ewa, Dorota, Zofia, Halina,
        Beata, Jadwiga, Grażyna"""),
        _s("""Nowak, Kowalski, Wiśniewski, Wójcik, Kowalczyk, Kamiński, Lewandowski, Zieliński,
        Szymański, Woźniak, Dąbrowski, Kozłowski, Jankowski, Mazur, Kwiatkowski, Krawczyk,
        Piotrowski, Grabowski, Pawlak, Michalski, Nowakowska, Kowalska, Brzezinski"""),
    ),
    "german": (
        _s("""Klaus, Jürgen, Wolfgang, Dieter, Stefan, Lukas, Florian, Matthias, Uwe, Helmut, Günther,
        Horst"""),
        _s("""Ursula, Heike, Sabine, Birgit, Anja, Petra, Gisela, Ingrid, Greta, Lena, Friederike,
        Hannelore, Liesel"""),
        _s("""Müller, Schmidt, Schneider, Fischer, Weber, Meyer, Wagner, Becker, Schulz, Hoffmann,
        Koch, Richter, Klein, Wolf, Schröder, Neumann, Schwarz, Zimmermann, Braun, Krüger,
        Hartmann, Lange, Werner, Krause, Lehmann, Kaiser, Vogel, Eckhardt"""),
    ),
    "yoruba": (
        _s("""Oluwaseun, Babatunde, Olumide, Adebayo, Tunde, Femi, Ayodele, Olusegun, Kayode, Dapo,
        Gbenga, Tobi"""),
        _s("""Folasade, Adunni, Yetunde, Funmilayo, Omolara, Titilayo, Bisola, Abimbola, Morenike,
        Ayomide, Kehinde, Temitope, Bukola"""),
        _s("""Adeyemi, Ogunleye, Olawale, Adeleke, Ogunbanjo, Afolabi, Oyelaran, Bakare, Fashola,
        Olaniyan, Adewale, Ogundipe, Akinola, Oladipo, Ayodeji, Adesanya, Oyebanji"""),
    ),
    "igbo": (
        _s("""Chinedu, Emeka, Obinna, Ikechukwu, Chukwuemeka, Nnamdi, Uche, Chidi, Kelechi,
        Ifeanyi, Tochukwu"""),
        _s("""Ngozi, Chiamaka, Adaeze, Nneka, Chioma, Ifeoma, Obiageli, Uchenna, Amarachi, Ebere,
        Chinonso"""),
        _s("""Okafor, Okeke, Nwosu, Eze, Okonkwo, Obi, Nwachukwu, Onyeka, Chukwu, Uzoma, Okoro,
        Anyanwu, Ibe, Nnaji, Ezeh, Okwu, Ugwu, Nwankwo"""),
    ),
    "ghanaian": (
        _s("Kwame, Kofi, Kwabena, Yaw, Kwaku, Kojo, Kwesi, Fiifi, Nana, Ekow"),
        _s("Ama, Akosua, Abena, Efua, Adwoa, Yaa, Afua, Esi, Akua, Araba, Dede"),
        _s("""Mensah, Asante, Owusu, Boateng, Osei, Agyeman, Appiah, Darko, Ofori, Amoah,
        Acheampong, Addo, Quaye, Kuffour, Sarpong, Danquah, Annan"""),
    ),
    "ethiopian": (
        _s("""Abebe, Tesfaye, Dawit, Yohannes, Getachew, Mulugeta, Solomon, Tewodros, Biniam,
        Henok, Yonas"""),
        _s("""Tigist, Meseret, Selamawit, Hiwot, Bethlehem, Almaz, Genet, Mekdes, Tsion, Aster,
        Saba"""),
        _s("""Tadesse, Bekele, Girma, Alemu, Haile, Wolde, Kebede, Mengistu, Desta, Gebremedhin,
        Assefa, Negash, Woldemariam, Lemma, Gebreyesus, Tekle"""),
    ),
    "somali": (
        _s("Abdi, Abdirahman, Mohamed, Hussein, Abdullahi, Liban"),
        _s("Hodan, Fadumo, Sahra, Ayan, Ifrah, Hibo, Ubah"),
        _s("Warsame, Farah, Mohamud, Jama, Osman, Aden, Yusuf, Dualeh, Hirsi"),
    ),
    "arabic": (
        _s("""Mohammed, Ahmed, Omar, Ali, Hassan, Khalid, Youssef, Ibrahim, Tariq, Karim, Samir,
        Walid, Hamza, Bilal, Faisal, Mahmoud, Ziad"""),
        _s("""Fatima, Aisha, Layla, Noor, Mariam, Huda, Rania, Samira, Yasmin, Salma, Amira, Leila,
        Hana, Zainab, Dalia, Reem"""),
        _s("""Al-Sayed, Haddad, Khalil, Nasser, Hamdan, Mansour, Abboud, Darwish, Saleh, Farouk,
        El-Amin, Hussein, Aziz, Al-Masri, Boutros, Najjar, Sabbagh, Youssef, Bakr, Shaheen,
        Al-Rashid, Abdel-Malek"""),
    ),
    "persian": (
        _s("Reza, Mehdi, Dariush, Kian, Arash, Babak, Farhad, Kamran, Navid, Siavash, Behnam"),
        _s("Shirin, Parisa, Nasrin, Mahnaz, Roya, Azadeh, Golnar, Setareh, Maryam, Ladan, Niloufar"),
        _s("""Hosseini, Mohammadi, Rezaei, Ahmadi, Karimi, Moradi, Jafari, Rahimi, Sadeghi, Tehrani,
        Farahani, Shirazi, Esfahani, Kazemi, Najafi, Amini, Ghorbani"""),
    ),
    "turkish": (
        _s("Mehmet, Mustafa, Emre, Burak, Cem, Kerem, Murat, Oğuz, Serkan, Yusuf, Hakan"),
        _s("Elif, Zeynep, Aylin, Ebru, Derya, Selin, Gül, Hatice, Esra, Merve, Sevgi"),
        _s("""Yılmaz, Kaya, Demir, Şahin, Çelik, Yıldız, Öztürk, Aydın, Arslan, Doğan, Kılıç,
        Aslan, Korkmaz, Koç, Kurt, Özdemir, Polat, Yilmaz, Ozturk"""),
    ),
    "indian": (
        _s("""Rajesh, Sanjay, Vikram, Arjun, Anil, Suresh, Rahul, Amit, Pradeep, Venkatesh, Karthik,
        Harpreet, Gurpreet, Manoj, Deepak, Rohan, Aditya, Nikhil, Ravi, Sunil, Balwinder, Jagdish"""),
        _s("""Priya, Anjali, Sunita, Lakshmi, Deepa, Kavita, Meera, Pooja, Neha, Shreya, Divya, Asha,
        Savitri, Jaspreet, Padma, Ritu, Swati, Manjit, Kamala, Parminder"""),
        _s("""Patel, Sharma, Singh, Kumar, Gupta, Reddy, Iyer, Nair, Rao, Desai, Mehta, Shah, Joshi,
        Chopra, Kapoor, Malhotra, Bhatt, Pillai, Menon, Krishnan, Agarwal, Banerjee, Chatterjee,
        Mukherjee, Verma, Srinivasan, Venkataraman, Gill, Sandhu, Dhillon, Grewal, Kaur, Sidhu"""),
    ),
    "pakistani": (
        _s("Imran, Asif, Usman, Zubair, Shahid, Naveed, Adeel, Kashif, Waqas, Tahir, Zahid"),
        _s("Ayesha, Sana, Rabia, Nadia, Saima, Shazia, Uzma, Farah, Mehwish, Bushra, Nasima"),
        _s("""Khan, Qureshi, Malik, Butt, Chaudhry, Mirza, Siddiqui, Sheikh, Raza, Iqbal, Hussain,
        Abbasi, Bhatti, Awan, Javed, Akhtar, Rana, Mahmood"""),
    ),
    "bangladeshi": (
        _s("Rahim, Kamal, Shafiq, Anwar, Habib, Mizanur, Rafiq, Jamal, Sohel, Tanvir, Abul"),
        _s("Nasreen, Rehana, Taslima, Farzana, Rokeya, Shamima, Fahmida, Sultana, Ruma, Jahanara"),
        _s("""Rahman, Islam, Ahmed, Hossain, Uddin, Chowdhury, Begum, Miah, Alam, Sarker, Haque,
        Karim, Bhuiyan, Talukder"""),
    ),
    "chinese": (
        _s("""Wei, Jun, Hao, Jian, Ming, Lei, Qiang, Yong, Zhiwei, Xiaoming, Bo, Tao, Ka-Wai, Wing,
        Siu-Ming, Kin"""),
        _s("""Mei, Xiu, Lan, Jing, Li Na, Yan, Hui, Xiaoling, Fang, Ying, Ling, Qing, Wai-Ling,
        Shu-fen"""),
        _s("""Wang, Li, Zhang, Liu, Chen, Yang, Huang, Zhao, Wu, Zhou, Xu, Sun, Ma, Zhu, Hu, Guo, He,
        Lin, Luo, Zheng, Liang, Chan, Wong, Leung, Cheung, Lau, Ng, Tsang, Ho, Yip"""),
    ),
    "vietnamese": (
        _s("Minh, Tuan, Huy, Duc, Quang, Thanh, Phuc, Long, Khoa, Bao, Hieu"),
        _s("Linh, Thao, Trang, Huong, Ngoc, Mai, Phuong, Thuy, Hoa, Kim Anh"),
        _s("""Nguyen, Tran, Le, Pham, Hoang, Huynh, Phan, Vu, Vo, Dang, Bui, Do, Ngo, Duong, Ly,
        Truong, Dinh"""),
    ),
    "korean": (
        _s("Min-jun, Ji-hoon, Seung-woo, Dong-hyun, Jae-won, Sung-min, Hyun-woo, Tae-yang, Joon"),
        _s("Ji-yeon, Soo-jin, Eun-ji, Hye-won, Min-seo, Yuna, Seo-yeon, Ha-eun, Jiwoo"),
        _s("""Kim, Lee, Park, Choi, Jung, Kang, Cho, Yoon, Jang, Lim, Han, Oh, Seo, Shin, Kwon,
        Hwang, Ahn, Song, Yoo, Hong"""),
    ),
    "japanese": (
        _s("Hiroshi, Takeshi, Kenji, Daisuke, Haruto, Yuto, Satoshi, Kazuo, Shinji, Ryo"),
        _s("Yuki, Aiko, Keiko, Haruka, Sakura, Emiko, Naoko, Tomoko, Yumi, Akiko, Michiko"),
        _s("""Sato, Suzuki, Takahashi, Tanaka, Watanabe, Ito, Yamamoto, Nakamura, Kobayashi, Kato,
        Yoshida, Yamada, Sasaki, Yamaguchi, Matsumoto, Inoue, Kimura, Hayashi, Shimizu, Mori"""),
    ),
    "filipino": (
        _s("Rommel, Arnel, Jericho, Bong, Rodel, Jomar, Marvin, Efren, Danilo, Jun-Jun, Ramil"),
        _s("""Maricel, Lourdes, Jocelyn, Rowena, Marites, Lorna, Analyn, Jennylyn, Cherry,
        Rosalinda, Precious, Divina"""),
        _s("""Bautista, Ocampo, Tomas, Andrada, Villanueva, Dela Cruz, Soriano, Manalo, Pangilinan,
        Macaraeg, Dimaculangan, Aquino, Evangelista, Salonga, Tolentino, Mercado, Navarro"""),
    ),
    "african_american": (
        _s("DeShawn, Tyrone, Darnell, Terrell, Marquis, Andre, Malik, DeAndre, Jalen, Reginald, Lamar"),
        _s("Latoya, Keisha, Tamika, Shaniqua, Aaliyah, Imani, Ebony, Jasmine, Tiana, Shanice, Precious"),
        _s("""Washington, Jefferson, Freeman, Brooks, Coleman, Booker, Tillman, Gaines, Dupree,
        Robinson, Jackson, Hairston, Whitaker"""),
    ),
    "slavic": (
        _s("Dmitri, Sergei, Alexei, Oleksandr, Mykola, Ivan, Bogdan, Vasile, Andrei"),
        _s("Olga, Svetlana, Natalia, Oksana, Irina, Tatiana, Ludmila, Ioana"),
        _s("Ivanov, Petrov, Smirnov, Kovalenko, Shevchenko, Bondarenko, Volkova, Popescu, Ionescu, Melnyk"),
    ),
    "greek": (
        _s("Georgios, Nikos, Dimitrios, Konstantinos, Stavros, Yiannis"),
        _s("Eleni, Katerina, Sophia, Despina, Vasiliki, Athena"),
        _s("Papadopoulos, Georgiou, Nikolaidis, Konstantinou, Pappas, Christodoulou, Karamanlis"),
    ),
    "jewish": (
        _s("Avi, Moshe, Yosef, Chaim, Eli, Noam, Shlomo"),
        _s("Rivka, Miriam, Tova, Shira, Esther, Chana, Dvora"),
        _s("Cohen, Levy, Goldberg, Rosenberg, Friedman, Katz, Shapiro, Weiss, Bernstein, Kaplan, Adler"),
    ),
}

ORIGIN_WEIGHTS_US = {
    "anglo": 22, "irish": 4, "scottish": 2, "welsh": 1, "hispanic": 14, "portuguese": 3,
    "italian": 4, "polish": 3, "german": 3, "yoruba": 2, "igbo": 2, "ghanaian": 2, "ethiopian": 2,
    "somali": 2, "arabic": 3, "persian": 2, "turkish": 1, "indian": 5, "pakistani": 2,
    "bangladeshi": 1, "chinese": 4, "vietnamese": 3, "korean": 3, "japanese": 2, "filipino": 3,
    "african_american": 7, "slavic": 2, "greek": 1, "jewish": 2,
}
ORIGIN_WEIGHTS_UK = {
    "anglo": 26, "irish": 4, "scottish": 5, "welsh": 3, "hispanic": 1, "portuguese": 3,
    "italian": 2, "polish": 5, "german": 1, "yoruba": 3, "igbo": 3, "ghanaian": 3, "ethiopian": 1,
    "somali": 2, "arabic": 3, "persian": 1, "turkish": 2, "indian": 7, "pakistani": 6,
    "bangladeshi": 4, "chinese": 3, "vietnamese": 1, "korean": 1, "japanese": 1, "filipino": 2,
    "african_american": 1, "slavic": 3, "greek": 2, "jewish": 2,
}


def all_given():
    out = []
    for m, f, _ in ORIGINS.values():
        for n in m + f:
            if n not in out:
                out.append(n)
    return out


def all_surnames():
    out = []
    for _, _, s in ORIGINS.values():
        for n in s:
            if n not in out:
                out.append(n)
    return out


# ---------------------------------------------------------------- places (US)
# (city, state abbreviation, 3-digit zip prefix)
US_CITIES = [
    ("Boston", "MA", "021"), ("Worcester", "MA", "016"), ("Springfield", "MA", "011"),
    ("Lowell", "MA", "018"), ("Brockton", "MA", "023"), ("Fall River", "MA", "027"),
    ("Providence", "RI", "029"), ("Pawtucket", "RI", "028"), ("Hartford", "CT", "061"),
    ("New Haven", "CT", "065"), ("Stamford", "CT", "069"), ("Burlington", "VT", "054"),
    ("Portland", "ME", "041"), ("Bangor", "ME", "044"), ("Lewiston", "ME", "042"),
    ("Manchester", "NH", "031"), ("Nashua", "NH", "030"), ("Albany", "NY", "122"),
    ("Buffalo", "NY", "142"), ("Rochester", "NY", "146"), ("Syracuse", "NY", "132"),
    ("Yonkers", "NY", "107"), ("Brooklyn", "NY", "112"), ("Utica", "NY", "135"),
    ("Elmira", "NY", "149"), ("Newark", "NJ", "071"), ("Trenton", "NJ", "086"),
    ("Camden", "NJ", "081"), ("Paterson", "NJ", "075"), ("Philadelphia", "PA", "191"),
    ("Pittsburgh", "PA", "152"), ("Allentown", "PA", "181"), ("Scranton", "PA", "185"),
    ("Erie", "PA", "165"), ("Altoona", "PA", "166"), ("Baltimore", "MD", "212"),
    ("Frederick", "MD", "217"), ("Hagerstown", "MD", "217"), ("Wilmington", "DE", "198"),
    ("Dover", "DE", "199"), ("Richmond", "VA", "232"), ("Norfolk", "VA", "235"),
    ("Roanoke", "VA", "240"), ("Lynchburg", "VA", "245"), ("Charleston", "WV", "253"),
    ("Morgantown", "WV", "265"), ("Raleigh", "NC", "276"), ("Durham", "NC", "277"),
    ("Charlotte", "NC", "282"), ("Asheville", "NC", "288"), ("Fayetteville", "NC", "283"),
    ("Columbia", "SC", "292"), ("Greenville", "SC", "296"), ("Atlanta", "GA", "303"),
    ("Savannah", "GA", "314"), ("Macon", "GA", "312"), ("Athens", "GA", "306"),
    ("Jacksonville", "FL", "322"), ("Tampa", "FL", "336"), ("Orlando", "FL", "328"),
    ("Gainesville", "FL", "326"), ("Tallahassee", "FL", "323"), ("Hialeah", "FL", "330"),
    ("Birmingham", "AL", "352"), ("Mobile", "AL", "366"), ("Montgomery", "AL", "361"),
    ("Dothan", "AL", "363"), ("Jackson", "MS", "392"), ("Tupelo", "MS", "388"),
    ("Memphis", "TN", "381"), ("Nashville", "TN", "372"), ("Knoxville", "TN", "379"),
    ("Chattanooga", "TN", "374"), ("Louisville", "KY", "402"), ("Lexington", "KY", "405"),
    ("Paducah", "KY", "420"), ("Cincinnati", "OH", "452"), ("Columbus", "OH", "432"),
    ("Cleveland", "OH", "441"), ("Toledo", "OH", "436"), ("Dayton", "OH", "454"),
    ("Akron", "OH", "443"), ("Youngstown", "OH", "445"), ("Detroit", "MI", "482"),
    ("Grand Rapids", "MI", "495"), ("Lansing", "MI", "489"), ("Flint", "MI", "485"),
    ("Kalamazoo", "MI", "490"), ("Saginaw", "MI", "486"), ("Indianapolis", "IN", "462"),
    ("Fort Wayne", "IN", "468"), ("Gary", "IN", "464"), ("Muncie", "IN", "473"),
    ("Chicago", "IL", "606"), ("Peoria", "IL", "616"), ("Springfield", "IL", "627"),
    ("Rockford", "IL", "611"), ("Joliet", "IL", "604"), ("Milwaukee", "WI", "532"),
    ("Madison", "WI", "537"), ("Green Bay", "WI", "543"), ("Eau Claire", "WI", "547"),
    ("Minneapolis", "MN", "554"), ("Duluth", "MN", "558"), ("Rochester", "MN", "559"),
    ("St. Cloud", "MN", "563"), ("Des Moines", "IA", "503"), ("Cedar Rapids", "IA", "524"),
    ("Sioux City", "IA", "511"), ("St. Louis", "MO", "631"), ("Kansas City", "MO", "641"),
    ("Joplin", "MO", "648"), ("Omaha", "NE", "681"), ("Lincoln", "NE", "685"),
    ("Wichita", "KS", "672"), ("Topeka", "KS", "666"), ("Fargo", "ND", "581"),
    ("Bismarck", "ND", "585"), ("Sioux Falls", "SD", "571"), ("Rapid City", "SD", "577"),
    ("Tulsa", "OK", "741"), ("Oklahoma City", "OK", "731"), ("Norman", "OK", "730"),
    ("Little Rock", "AR", "722"), ("Fort Smith", "AR", "729"), ("New Orleans", "LA", "701"),
    ("Baton Rouge", "LA", "708"), ("Shreveport", "LA", "711"), ("Lafayette", "LA", "705"),
    ("Houston", "TX", "770"), ("Dallas", "TX", "752"), ("San Antonio", "TX", "782"),
    ("El Paso", "TX", "799"), ("Austin", "TX", "787"), ("Lubbock", "TX", "794"),
    ("Corpus Christi", "TX", "784"), ("Laredo", "TX", "780"), ("Waco", "TX", "767"),
    ("Beaumont", "TX", "777"), ("Abilene", "TX", "796"), ("Odessa", "TX", "797"),
    ("Albuquerque", "NM", "871"), ("Las Cruces", "NM", "880"), ("Roswell", "NM", "882"),
    ("Phoenix", "AZ", "850"), ("Tucson", "AZ", "857"), ("Flagstaff", "AZ", "860"),
    ("Yuma", "AZ", "853"), ("Denver", "CO", "802"), ("Colorado Springs", "CO", "809"),
    ("Pueblo", "CO", "810"), ("Grand Junction", "CO", "815"), ("Salt Lake City", "UT", "841"),
    ("Provo", "UT", "846"), ("Ogden", "UT", "844"), ("Boise", "ID", "837"),
    ("Pocatello", "ID", "832"), ("Billings", "MT", "591"), ("Missoula", "MT", "598"),
    ("Bozeman", "MT", "597"), ("Cheyenne", "WY", "820"), ("Casper", "WY", "826"),
    ("Las Vegas", "NV", "891"), ("Reno", "NV", "895"), ("Sacramento", "CA", "958"),
    ("Fresno", "CA", "937"), ("Oakland", "CA", "946"), ("San Jose", "CA", "951"),
    ("Bakersfield", "CA", "933"), ("Riverside", "CA", "925"), ("San Diego", "CA", "921"),
    ("Long Beach", "CA", "908"), ("Stockton", "CA", "952"), ("Visalia", "CA", "932"),
    ("Eugene", "OR", "974"), ("Salem", "OR", "973"), ("Portland", "OR", "972"),
    ("Medford", "OR", "975"), ("Spokane", "WA", "992"), ("Tacoma", "WA", "984"),
    ("Seattle", "WA", "981"), ("Yakima", "WA", "989"), ("Bellingham", "WA", "982"),
    ("Anchorage", "AK", "995"), ("Fairbanks", "AK", "997"), ("Honolulu", "HI", "968"),
    ("Hilo", "HI", "967"), ("Kailua", "HI", "967"), ("Ponce", "PR", "007"),
]

US_STATES = {
    "AL": "Alabama", "AK": "Alaska", "AZ": "Arizona", "AR": "Arkansas", "CA": "California",
    "CO": "Colorado", "CT": "Connecticut", "DE": "Delaware", "FL": "Florida", "GA": "Georgia",
    "HI": "Hawaii", "ID": "Idaho", "IL": "Illinois", "IN": "Indiana", "IA": "Iowa", "KS": "Kansas",
    "KY": "Kentucky", "LA": "Louisiana", "ME": "Maine", "MD": "Maryland", "MA": "Massachusetts",
    "MI": "Michigan", "MN": "Minnesota", "MS": "Mississippi", "MO": "Missouri", "MT": "Montana",
    "NE": "Nebraska", "NV": "Nevada", "NH": "New Hampshire", "NJ": "New Jersey",
    "NM": "New Mexico", "NY": "New York", "NC": "North Carolina", "ND": "North Dakota",
    "OH": "Ohio", "OK": "Oklahoma", "OR": "Oregon", "PA": "Pennsylvania", "RI": "Rhode Island",
    "SC": "South Carolina", "SD": "South Dakota", "TN": "Tennessee", "TX": "Texas", "UT": "Utah",
    "VT": "Vermont", "VA": "Virginia", "WA": "Washington", "WV": "West Virginia",
    "WI": "Wisconsin", "WY": "Wyoming", "PR": "Puerto Rico",
}

US_COUNTIES = _s("""Cook County, Franklin County, Cuyahoga County, Wayne County, Maricopa County,
Harris County, Orange County, Jefferson County, Washington County, Hamilton County, Marion County,
Lancaster County, Berks County, Hidalgo County, Travis County, Dane County, Polk County,
Kanawha County, Erie County, Middlesex County, Essex County, Pima County, Shelby County,
Mecklenburg County, Pike County, Lake County""")

US_STREET_BASES = _s("""Maple, Oak, Cedar, Elm, Pine, Birch, Walnut, Chestnut, Spruce, Willow,
Washington, Lincoln, Jefferson, Madison, Adams, Franklin, Jackson, Grant, Monroe, Hamilton,
Main, Church, Market, Mill, Water, Bridge, High, Park, Lake, Hill, River, Spring, Center,
Union, Prospect, Pleasant, Highland, Ridge, Sunset, Meadow, Orchard, Forest, Valley, Cherry,
Dogwood, Magnolia, Peachtree, Sycamore, Hickory, Laurel, Juniper, Aspen, Sequoia, Cottonwood,
Bluebonnet, Mesquite, Palmetto, Saguaro, Kingsley, Harrison, Thornton, Whitman, Beacon,
Commonwealth, Tremont, Ocean, Bayshore, Canal, Railroad, Depot, Factory, Quarry, Old Mill,
Fox Run, Deer Creek, Stonybrook, Wildwood, Crestview, Fairview, Greenbriar, Country Club,
Martin Luther King Jr, Cesar Chavez, Kamehameha, Shoreline, Harbor, Liberty, Independence""")
US_STREET_SUFFIX = _s("""Street, St, Avenue, Ave, Road, Rd, Boulevard, Blvd, Lane, Ln, Drive, Dr,
Court, Ct, Way, Place, Pl, Terrace, Circle, Cir, Parkway, Pkwy, Trail, Highway""")
US_UNITS = _s("Apt, Apt., Unit, #, Suite, Lot, Trlr, Bldg")

# ---------------------------------------------------------------- places (UK)
# (town, county or None, postcode area)
UK_TOWNS = [
    ("Leeds", "West Yorkshire", "LS"), ("Bradford", "West Yorkshire", "BD"),
    ("Sheffield", "South Yorkshire", "S"), ("Manchester", "Greater Manchester", "M"),
    ("Salford", "Greater Manchester", "M"), ("Bolton", "Greater Manchester", "BL"),
    ("Wigan", "Greater Manchester", "WN"), ("Liverpool", "Merseyside", "L"),
    ("Birkenhead", "Merseyside", "CH"), ("Chester", "Cheshire", "CH"),
    ("Stoke-on-Trent", "Staffordshire", "ST"), ("Derby", "Derbyshire", "DE"),
    ("Nottingham", "Nottinghamshire", "NG"), ("Leicester", "Leicestershire", "LE"),
    ("Coventry", "West Midlands", "CV"), ("Birmingham", "West Midlands", "B"),
    ("Wolverhampton", "West Midlands", "WV"), ("Walsall", "West Midlands", "WS"),
    ("Worcester", "Worcestershire", "WR"), ("Hereford", "Herefordshire", "HR"),
    ("Gloucester", "Gloucestershire", "GL"), ("Cheltenham", "Gloucestershire", "GL"),
    ("Bristol", None, "BS"), ("Bath", "Somerset", "BA"), ("Exeter", "Devon", "EX"),
    ("Plymouth", "Devon", "PL"), ("Truro", "Cornwall", "TR"), ("Taunton", "Somerset", "TA"),
    ("Swindon", "Wiltshire", "SN"), ("Reading", "Berkshire", "RG"),
    ("Oxford", "Oxfordshire", "OX"), ("Cambridge", "Cambridgeshire", "CB"),
    ("Norwich", "Norfolk", "NR"), ("Ipswich", "Suffolk", "IP"), ("Colchester", "Essex", "CO"),
    ("Chelmsford", "Essex", "CM"), ("Luton", "Bedfordshire", "LU"),
    ("Bedford", "Bedfordshire", "MK"), ("Northampton", "Northamptonshire", "NN"),
    ("Peterborough", "Cambridgeshire", "PE"), ("Lincoln", "Lincolnshire", "LN"),
    ("Hull", "East Yorkshire", "HU"), ("York", "North Yorkshire", "YO"),
    ("Harrogate", "North Yorkshire", "HG"), ("Newcastle upon Tyne", "Tyne and Wear", "NE"),
    ("Sunderland", "Tyne and Wear", "SR"), ("Durham", "County Durham", "DH"),
    ("Middlesbrough", None, "TS"), ("Carlisle", "Cumbria", "CA"),
    ("Lancaster", "Lancashire", "LA"), ("Preston", "Lancashire", "PR"),
    ("Blackpool", "Lancashire", "FY"), ("Blackburn", "Lancashire", "BB"),
    ("Burnley", "Lancashire", "BB"), ("Huddersfield", "West Yorkshire", "HD"),
    ("Halifax", "West Yorkshire", "HX"), ("Wakefield", "West Yorkshire", "WF"),
    ("Doncaster", "South Yorkshire", "DN"), ("Southampton", "Hampshire", "SO"),
    ("Portsmouth", "Hampshire", "PO"), ("Bournemouth", "Dorset", "BH"),
    ("Brighton", "East Sussex", "BN"), ("Hastings", "East Sussex", "TN"),
    ("Canterbury", "Kent", "CT"), ("Maidstone", "Kent", "ME"), ("Guildford", "Surrey", "GU"),
    ("Croydon", None, "CR"), ("Bromley", None, "BR"), ("Harrow", None, "HA"),
    ("Ilford", "Essex", "IG"), ("Enfield", None, "EN"), ("Watford", "Hertfordshire", "WD"),
    ("Stevenage", "Hertfordshire", "SG"), ("Slough", "Berkshire", "SL"),
    ("Cardiff", None, "CF"), ("Swansea", None, "SA"), ("Newport", "Gwent", "NP"),
    ("Wrexham", None, "LL"), ("Edinburgh", None, "EH"), ("Glasgow", None, "G"),
    ("Aberdeen", "Aberdeenshire", "AB"), ("Dundee", None, "DD"), ("Inverness", "Highland", "IV"),
    ("Stirling", None, "FK"), ("Paisley", "Renfrewshire", "PA"), ("Kirkcaldy", "Fife", "KY"),
    ("Belfast", "County Antrim", "BT"), ("Londonderry", "County Londonderry", "BT"),
    ("London", None, "E"), ("London", None, "SE"), ("London", None, "SW"), ("London", None, "N"),
    ("London", None, "NW"), ("London", None, "W"), ("Ashby-de-la-Zouch", "Leicestershire", "LE"),
    ("Bishop's Stortford", "Hertfordshire", "CM"), ("Market Harborough", "Leicestershire", "LE"),
    ("Hebden Bridge", "West Yorkshire", "HX"), ("Kendal", "Cumbria", "LA"),
]
UK_LOCALITIES = _s("""Headingley, Chapeltown, Moss Side, Didsbury, Handsworth, Sparkbrook, Toxteth,
Walkley, Heaton, Jesmond, Roath, Splott, Leith, Govan, Partick, Clifton, Bedminster, Hackney,
Peckham, Brixton, Tooting, Walthamstow, Southall, Tottenham, Kentish Town, Ealing""")
UK_STREET_BASES = _s("""Beech, Oak, Ash, Rowan, Hawthorn, Laburnum, Sycamore, Holly, Ivy, Poplar,
Station, Church, Mill, Park, Victoria, Albert, Queen's, King's, Princess, Windsor, Balmoral,
Stanley, Grosvenor, Clarence, Cromwell, Nelson, Wellington, Gladstone, Tennyson, Wordsworth,
Chaucer, Shakespeare, Milton, Hillside, Meadow, Orchard, Brook, Riverside, Castle, Abbey,
Priory, Chapel, School, Market, Manor, Grange, Vicarage, Rectory, Moor, Heath, Common, Green,
Well, Quarry, Kiln, Forge, Tanner's, Cooper's, Weaver's, Falcon, Kestrel, Lark, Wren, Heron,
Alma, Inkerman, Waterloo, Trafalgar, Coronation, Jubilee, Cemetery, Hollybush, Greenbank,
Oakfield, Elmfield, Ashgrove, Highfield, Westfield, Springfield, Larkhill, Sandy, Stoney""")
UK_STREET_SUFFIX = _s("""Road, Street, Lane, Close, Crescent, Gardens, Grove, Terrace, Mews, Way,
Avenue, Drive, Place, Row, Walk, Court, Rise, View, Hill, Square, Parade""")
UK_HOUSE_NAMES = _s("""Rose Cottage, The Old Rectory, Hillcrest, Ivy House, The Willows, Meadow View,
Fern Lodge, Orchard House, Brookside, The Laurels, Stable Cottage""")

# ---------------------------------------------------------------- care sites
US_HOSPITALS = _s("""Lakeside General, Lakeside General Hospital, Mercy Regional Medical Center,
St. Brigid's, St. Brigid's Medical Center, Northshore Community Hospital, Good Samaritan,
Providence St. Anne, Harbor Point Medical Center, Three Rivers Health, Prairie View Regional,
Kessler Memorial, Beth Shalom Medical Center, Sacred Heart, Holy Cross Medical Center,
Copper Canyon Medical Center, Sterling Heights Medical, Maple Grove Health Center,
Cumberland Valley Hospital, Bayou Regional, Pinehurst Memorial, Mount Carmel West,
Red Rock Regional, Granite Falls Community Hospital, Tidewater General, Sierra Vista Medical Center,
Our Lady of Lourdes, St. Vincent de Paul Hospital, Emerson Hospital Center, Whitmore Memorial,
Allegheny Ridge Medical Center, Crescent City General, Blue Mesa Medical Center,
Westfield Regional, University Medical Center of the Plains, Hollis-Baines Medical Center""")
US_CLINICS = _s("""Riverbend Family Practice, Cedar Valley Clinic, Pinecrest Internal Medicine,
Summit Orthopedics, Bayview Oncology Associates, Meadowlark Pediatrics, Hillcrest Women's Health,
Sunrise Urgent Care, Fairmount Dialysis Center, Granite State Cardiology, Blue Ridge Neurology,
Copper Canyon Medical Group, Willow Creek Behavioral Health, Clearwater Family Medicine,
Ironwood Pain Clinic, Maple Grove Health Center, North Valley Imaging, Eastside Health Center,
Westbrook Ambulatory Surgery Center, Lakeside Heart & Vascular, Prairie Lung Associates,
Harborview Dermatology, Oakmont GI Associates, Tri-County Community Health Center,
Crossroads Free Clinic, Desert Sky Endocrinology, Bluegrass Kidney Care, Chestnut Hill Geriatrics,
Magnolia OB/GYN, Heartland Rheumatology, Riverside Sleep Center, Stonebridge Wound Clinic,
Keystone Podiatry, Valley Infusion Center, Evergreen ENT""")
US_FACILITIES = _s("""Silver Pines Skilled Nursing, Magnolia Gardens Assisted Living,
Oak Hollow Rehabilitation, Juniper Hospice, Brookdale Manor, Sunny Acres Nursing Home,
Autumn Ridge Senior Living, Heritage House Rehab, Golden Meadows Care Center,
Cypress Point Transitional Care""")
US_PHARMACIES = _s("""Corner Drug, Main Street Pharmacy, Medi-Save Pharmacy, Family Care Pharmacy,
Rx Express, Hilltop Apothecary, Valley Discount Drugs, Parkside Pharmacy, Crest Drug & Gift,
Lakeside Outpatient Pharmacy, Sav-More Drugs, Bell's Pharmacy""")
UK_HOSPITALS = _s("""St Luke's Hospital, Queen Eleanor Hospital, Royal Eastmoor Infirmary,
Ashdown General Hospital, Kingsmead Community Hospital, the Royal Albion, Northgate General,
St Cuthbert's Hospital, Princess Beatrice Hospital, Fairfield District General,
Moorside Hospital, Riverside University Hospital, West Wolds Hospital, Thamesmead General,
St Aidan's Hospital, Lowther Royal Infirmary, Penrith Cross Hospital, Greenlands Hospital,
Victoria Park Hospital, Ellesmere Royal""")
UK_PRACTICES = _s("""Elm Park Surgery, Northfield Medical Centre, The Beeches Surgery,
Castle Street Practice, Riverside Health Centre, Thornbury Road Surgery, The Old Mill Practice,
Abbeyfield Medical Practice, Southgate Health Centre, Priory View Surgery, Moorlands Medical Group,
Harefield Road Medical Centre, Church Lane Surgery, Market Square Practice, Kingsway Health Centre,
Orchard Medical Practice, Brookfield Surgery, Hollybank Group Practice, Station Road Surgery,
The Grange Medical Centre, Westgate Family Practice, Canal Side Surgery, Heathview Medical Centre""")
UK_FACILITIES = _s("""Willow Court Care Home, Meadowbank Nursing Home, Holly Lodge Care Home,
St Catherine's Hospice, Whitmore Eye Unit, Brookside Renal Unit, Primrose House Residential Home,
Larchwood Care Centre, Ashcroft Nursing Home, Heron Bay Hospice""")
UK_WARDS = _s("""Beech Ward, Nightingale Ward, Oak Ward, Rowan Ward, Lister Ward, Fleming Ward,
Cavell Ward, Seacole Ward, Harvey Ward, Jenner Ward, Larch Ward, Kingfisher Ward, Bluebell Ward,
Elizabeth Garrett Anderson Ward, Ash Ward""")
US_UNITS_NAMED = _s("""Hartwell Pavilion, Simmons Heart Pavilion, the Whitcomb Tower,
Levine Children's Wing, Dorset Building, Founders Tower""")
UK_PHARMACIES = _s("""Harlow Chemist, Station Road Pharmacy, Patel's Chemist, Greenway Pharmacy,
Lloydsfield Pharmacy, Parade Pharmacy, High Street Chemist, Moss Lane Pharmacy""")

# ---------------------------------------------------------------- organisations
US_EMPLOYERS = _s("""Acme Freight, Hartley Construction, Blue Heron Logistics, Tri-County Transit,
Midwest Steel Fabricators, Sunnyvale Dairy, Great Lakes Tool & Die, Pioneer Plastics,
Redwood Timber Co, Coastal Seafood Processors, Summit Roofing, Apex Electrical Contractors,
Delta Poultry, Ridgeline Energy, Cornerstone Bank, First Federal Savings, Lone Star Concrete,
Bayside Marina, Golden Harvest Farms, Ironhorse Railways, Metro Sanitation, Keystone Auto Body,
Walmart, Amazon, Home Depot, FedEx, Costco, Starbucks, Target, Kroger, UPS, Tyson Foods,
Carver County Schools, Hilltop Diner, Quick Stop Mart, Precision Machining Inc,
Northwind Airlines, Bright Horizons Daycare, Allied Security Services, Pacific Gas & Electric""")
UK_EMPLOYERS = _s("""Royal Mail, Tesco, Sainsbury's, Network Rail, Asda, Greggs, B&Q, Morrisons,
Arriva Buses, Yorkshire Water, Lidl, Leeds City Council, Hartley & Sons Builders, Pennine Haulage,
Northern Lights Call Centre, Westmorland Dairies, Harbour Fisheries, Castle Brewery,
Kingfisher Logistics, Thornton Engineering""")
US_SCHOOLS = _s("""Northgate Elementary, Lincoln High School, Roosevelt Middle School,
Westview Community College, Central Michigan University, Ohio State, Eastlake Elementary,
Sacred Heart Academy, Pine Ridge High School, Jefferson Junior High""")
UK_SCHOOLS = _s("""St Mary's Primary School, Oakwood Academy, Heathfield Comprehensive,
Leeds Beckett University, Kingsway Sixth Form College, Westfield Primary""")
CHURCHES = _s("""Grace Baptist Church, First Methodist Church, St. Anthony's Parish,
Grace Community Church, Holy Trinity Church, Bethel AME Church, Masjid Al-Noor,
Gurdwara Sahib, Temple Beth El, St Peter's Church, Redeemed Christian Church of God,
Our Lady of Guadalupe Parish""")
OTHER_ORGS = _s("""Meals on Wheels, the VFW, the Elks Lodge, Age UK,
the Salvation Army, Habitat for Humanity, the Rotary Club""")

# ---------------------------------------------------------------- landmarks / other places
LANDMARKS = _s("""Riverside Park, the Greyhound station, the Walmart parking lot, Union Station,
Liberty Bridge, the Piccadilly bus station, Memorial Stadium, Fairmount Park, the Crown and Anchor,
Lakeview Mall, the Arndale Centre, Heaton Park, Pier 39, the Elm Street underpass,
Harbourside car park, Westgate Shopping Centre, the Mill Pond dam, Cedar Point boat ramp""")

# ---------------------------------------------------------------- countries
COUNTRIES = _s("""Portugal, Nigeria, Ghana, Ethiopia, Somalia, Mexico, Guatemala, El Salvador,
Honduras, Colombia, Brazil, Dominican Republic, Haiti, Jamaica, Cuba, India,
Pakistan, Bangladesh, China, Vietnam, Korea, Japan, the Philippines, Poland, Romania, Ukraine,
Germany, Italy, Ireland, Turkey, Iran, Iraq, Syria, Lebanon, Egypt, Morocco, Kenya, Uganda,
Sierra Leone, Liberia, Thailand, Cambodia, Peru, Venezuela, Canada, Spain, Greece, Eritrea,
Sudan, South Africa, Zimbabwe, Afghanistan, Nepal, Sri Lanka, Indonesia, Malaysia""")

# ---------------------------------------------------------------- people-related
PROFESSIONS = _s("""welder, teacher, electrician, nurse, carpenter, plumber, accountant, lawyer,
farmer, truck driver, HGV driver, bus driver, taxi driver, cashier, chef, line cook, barista,
software engineer, mechanic, hairdresser, postal worker, postman, firefighter, police officer,
security guard, janitor, cleaner, bricklayer, roofer, landscaper, warehouse worker,
forklift operator, machinist, coal miner, fisherman, dock worker, librarian, social worker,
dentist, architect, graphic designer, journalist, photographer, musician, pastor, vicar,
homemaker, shop assistant, care assistant, home health aide, dental hygienist,
veterinary technician, real estate agent, estate agent, bank teller, insurance broker,
civil servant, sheet metal worker, painter and decorator, tailor, seamstress, nanny,
childminder, lorry driver, delivery driver, farmhand, rancher, civil engineer, lab technician,
data analyst, professor, lecturer, airline pilot, flight attendant, stonemason, boilermaker,
shipfitter, glazier, upholsterer, butcher, waitress, bartender, publican, shopkeeper,
newsagent, school bus driver, crossing guard, pharmacist, physiotherapist, dairy farmer,
steelworker, textile worker, seamstress, concrete finisher, HVAC technician, court clerk,
paralegal, receptionist, travel agent, tattoo artist, personal trainer, nail technician""")

RELATIVES_MALE = _s("husband, son, father, brother, grandson, nephew, uncle, son-in-law, partner, boyfriend, fiancé, stepson, cousin")
RELATIVES_FEMALE = _s("wife, daughter, mother, sister, granddaughter, niece, aunt, daughter-in-law, partner, girlfriend, fiancée, stepdaughter, cousin")
OTHER_CONTACTS = _s("neighbor, neighbour, friend, carer, caregiver, roommate, landlord, pastor, case worker, guardian, godmother, home help")

EMAIL_DOMAINS = _s("""gmail.com, yahoo.com, hotmail.com, outlook.com, aol.com, icloud.com,
comcast.net, btinternet.com, hotmail.co.uk, sky.com, protonmail.com, att.net, verizon.net""")
