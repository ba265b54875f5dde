"""Per-note case: patient, family, staff, sites, identifiers and a dated pathway."""
import datetime

import core as C
import pools as P
from core import ch, rint, chance, digits


def _name_keys(c, pr, pre, typ):
    f, l_, m = pr["first"], pr["last"], pr["mid"]
    c[pre + "_first"] = (f, typ)
    c[pre + "_last"] = (l_, typ)
    c[pre + "_full"] = ("%s %s" % (f, l_), typ)
    c[pre + "_fml"] = (ch(["%s %s %s", "%s %s. %s"]) % (f, m, l_), typ)
    c[pre + "_LF"] = ("%s, %s" % (l_.upper(), f), typ)
    c[pre + "_LFU"] = ("%s, %s %s" % (l_.upper(), f.upper(), m) if chance(0.4)
                       else "%s, %s" % (l_.upper(), f.upper()), typ)
    c[pre + "_Lf"] = ("%s %s" % (l_.upper(), f), typ)
    ini = f[0] + l_[0].upper()
    c[pre + "_init"] = (ch(["%s.%s.", "%s%s", "%s.%s."]) % (ini[0], ini[1]), typ)


def make_case(cc, kind):
    c = {"cc": cc, "kind": kind, "_d": {}, "_p": {}, "_ds": {}}
    for k in ("p", "s", "l", "dm"):
        c["_ds"][k] = ch(C.DSTYLES[cc][k])
    c["country_n"] = P.COUNTRY_NAME[cc]
    # ---------------- patient
    sex = "F" if chance(0.72 if kind != "phpt" else 0.75) else "M"
    pr = C.person(sex)
    c["_p"]["pt"] = pr
    c["sex"] = sex
    _name_keys(c, pr, "pt", "PATIENT")
    c["pt_nick"] = (P.NICK.get(pr["first"], pr["first"]), "PATIENT")
    c["has_nick"] = pr["first"] in P.NICK
    if sex == "F":
        c["title"] = ch(["Mrs", "Ms", "Mrs", "Miss", "Ms"])
        c.update({"he": "she", "He": "She", "his": "her", "His": "Her", "him": "her", "sexw": "female",
                  "sx": "F", "man": "woman", "Mr": "Ms"})
    else:
        c["title"] = "Mr"
        c.update({"he": "he", "He": "He", "his": "his", "His": "His", "him": "him", "sexw": "male",
                  "sx": "M", "man": "man", "Mr": "Mr"})
    if chance(0.03):
        c["title"] = "Mx"
    c["title_c"] = c["title"] if cc != "US" or c["title"] == "Mx" else c["title"] + "."
    # ---------------- timeline
    base = datetime.date(2019, 1, 7) + datetime.timedelta(days=rint(0, 2350))
    d = {}
    d["ref"] = base
    d["us"] = base + datetime.timedelta(days=rint(-20, 35))
    d["fna"] = d["us"] + datetime.timedelta(days=rint(3, 30))
    d["clinic"] = max(d["fna"], base) + datetime.timedelta(days=rint(7, 30))
    d["mdt1"] = d["clinic"] + datetime.timedelta(days=rint(-6, 14))
    d["preop"] = d["clinic"] + datetime.timedelta(days=rint(14, 60))
    d["voice"] = d["preop"] + datetime.timedelta(days=rint(-10, 5))
    d["op"] = d["preop"] + datetime.timedelta(days=rint(7, 30))
    d["dis"] = d["op"] + datetime.timedelta(days=rint(0, 3) if kind != "phpt" else rint(0, 1))
    d["histo"] = d["op"] + datetime.timedelta(days=rint(5, 14))
    d["mdt2"] = d["histo"] + datetime.timedelta(days=rint(2, 10))
    d["rai"] = d["mdt2"] + datetime.timedelta(days=rint(28, 90))
    d["fu"] = d["op"] + datetime.timedelta(days=rint(14, 60))
    d["pvoice"] = d["op"] + datetime.timedelta(days=rint(10, 42))
    age = rint(19, 88) if kind != "phpt" else rint(34, 91)
    if chance(0.04):
        age = rint(90, 97)
    dob = d["clinic"] - datetime.timedelta(days=age * 365 + rint(30, 330))
    d["dob"] = dob
    for k in sorted(d):
        C.add_date(c, k, d[k])
    c["age_n"] = age
    c["age"] = (str(age), "AGE")
    c["age_w"] = (C.words(age), "AGE")
    full = {"US": ["mdy", "mdy1", "mondy", "monthdy"], "CA": ["iso", "dmon", "mondy", "DMONY"]}.get(
        cc, ["dmy", "dmy1", "dmon", "dmydot", "DMONY", "dmy2", "dmonth"])
    c["dob"] = C.D(c, dob, c["_ds"]["p"] if chance(0.6) else ch(full))
    # ---------------- address
    tw = C.town(cc)
    c["_town"] = tw
    c["street"] = (C.street(cc), "STREET")
    c["city"] = (tw[0], "CITY")
    region_type = "STATE" if cc in ("US", "CA", "AU", "NZ") else "CITY"
    c["region"] = (tw[1], region_type)
    c["st"] = ((tw[2] or tw[1]), region_type)
    c["zip"] = (C.postcode(cc, tw[3]), "ZIP")
    c["country"] = (ch(P.COUNTRY_ALT[cc]), "COUNTRY")
    c["addr1"] = C.addr_pieces(cc, c["street"][0], tw[0], tw[1], tw[2], c["zip"][0])
    c["addr_ml"] = C.addr_pieces(cc, c["street"][0], tw[0], tw[1], tw[2], c["zip"][0], sep="\n")
    c["tel"] = (C.phone(cc), "PHONE")
    c["mob"] = (C.phone(cc, True), "PHONE")
    em = ch(["%s.%s%s", "%s%s%s", "%s_%s%s"]) % (C.slug(pr["first"]), C.slug(pr["last"]), ch(["", str(rint(1, 99))]))
    c["email"] = ("%s@%s" % (em, ch(["example.com", "mail.example.net", "example.net", "inbox.example.com"])), "EMAIL")
    # ---------------- identifiers
    c["mrn"] = (C.mrn(cc), "MRN")
    c["mrn_label"] = {"UK": ch(["Hosp No", "Hospital No.", "MRN", "Unit No"]), "US": "MRN", "CA": ch(["MRN", "Chart #"]),
                      "AU": ch(["URN", "UR No.", "MRN"]), "NZ": "NHI", "IE": ch(["MRN", "Hosp No.", "Chart No."])}[cc]
    if cc == "NZ":
        c["mrn2"] = ("%s%s" % (ch(["H", "K", "P"]), digits(7)), "MRN")
    else:
        c["mrn2"] = None
    c["nhs"] = (C.nhs_number(), "MRN") if cc == "UK" else None
    c["nhs_label"] = ch(["NHS No", "NHS number", "NHS No."])
    hl, hv = C.healthplan(cc)
    c["hp_label"], c["hp"] = hl, (hv, "HEALTHPLAN")
    c["hp_group"] = (ch(["GRP-", "", "G"]) + digits(ch([5, 6, 7])), "HEALTHPLAN")
    sl, sv = C.ssn(cc)
    c["ssn_label"], c["ssn"] = sl, (sv, "SSN")
    c["acct_label"] = ch(["Acct", "Account No.", "Encounter", "Visit #", "FIN", "Episode", "CSN"])
    c["acct"] = (ch(["%s-%s" % (digits(4), digits(4)), "V%s" % digits(8), digits(10), "ENC%s" % digits(7),
                     "%s/%s" % (rint(19, 25), digits(6))]), "ACCOUNT")
    c["insurer"] = (ch(P.INSURERS[cc]), "ORGANIZATION")
    # ---------------- social
    c["prof"] = (ch(P.PROFESSIONS), "PROFESSION")
    c["vprof"] = (ch(P.VOICE_PROFS), "PROFESSION")
    c["rprof"] = (ch(P.RETIRED_PROF), "PROFESSION")
    c["retired"] = age >= 67 or (age > 58 and chance(0.3))
    emp = None
    for key, lst in P.EMPLOYER_BY_KEY:
        if key in c["prof"][0]:
            emp = ch(lst)
            break
    c["employer"] = (emp or ch(P.EMPLOYERS), "ORGANIZATION")
    c["choir"] = (ch(P.CHOIRS), "ORGANIZATION")
    c["origin"] = (ch(P.ORIGIN_COUNTRIES), "COUNTRY")
    fsex = ch("FM")
    fam = C.person(fsex)
    if chance(0.5) and fsex != sex:
        fam["last"] = pr["last"]
    c["fam_rel"] = ch(P.FAMILY_REL_F if fsex == "F" else P.FAMILY_REL_M)
    _name_keys(c, fam, "fam", "FAMILY")
    c["fam_tel"] = (C.phone(cc, True), "PHONE")
    c["fam_prof"] = (ch(P.PROFESSIONS), "PROFESSION")
    fam2 = C.person()
    c["fam2_rel"] = ch(["mother", "sister", "aunt", "grandmother"]) if chance(0.7) else ch(["father", "brother", "uncle"])
    c["fam2_first"] = (fam2["first"], "FAMILY")
    c["fam2_full"] = ("%s %s" % (fam2["first"], ch([pr["last"], fam2["last"]])), "FAMILY")
    c["fam2_age"] = (str(rint(28, 80)), "AGE")
    c["holiday"] = (ch(P.HOLIDAYS[cc]), "DATE")
    # ---------------- sites
    h = C.hospital(cc)
    c["hosp"] = (h[0], "HOSPITAL")
    c["hosp_s"] = (h[1] or h[0], "HOSPITAL")
    h2 = C.hospital(cc, exclude=h[0])
    c["hosp2"] = (h2[0], "HOSPITAL")
    htw = C.town(cc)
    hst = "%s %s" % (ch(["Infirmary", "Hospital", "Kelvin", "Station", "Park", "Bridge", "Queen's", "Mill"]),
                     ch(["Road", "Street", "Lane", "Avenue", "Drive", "Way"]))
    if cc == "US":
        hst = "%d %s" % (rint(100, 9900), hst)
    elif chance(0.5):
        hst = "%d %s" % (rint(1, 400), hst)
    c["hosp_addr"] = C.addr_pieces(cc, hst, htw[0], htw[1], htw[2], C.postcode(cc, htw[3]))
    c["hosp_addr_ml"] = C.addr_pieces(cc, hst, htw[0], htw[1], htw[2], C.postcode(cc, htw[3]), sep="\n",
                                      with_country=P.COUNTRY_NAME[cc] if chance(0.3) else None)
    c["hcity"] = (htw[0], "CITY")
    c["hosp_tel"] = (C.phone(cc), "PHONE")
    c["hosp_fax"] = (C.phone(cc), "FAX")
    hd = C.dom(h[0])
    c["_hdom"] = hd
    c["hosp_url"] = (ch(["www.%s", "https://www.%s/endocrine-surgery", "https://%s/thyroid",
                         "www.%s/patients/parathyroid", "https://portal.%s"]) % hd, "URL")
    c["practice"] = (ch(P.PRACTICES[cc]), "HOSPITAL")
    gtw = tw if chance(0.6) else C.town(cc)
    gst = C.street(cc)
    c["gp_addr"] = C.addr_pieces(cc, gst, gtw[0], gtw[1], gtw[2], C.postcode(cc, gtw[3]))
    c["gp_addr_ml"] = C.addr_pieces(cc, gst, gtw[0], gtw[1], gtw[2], C.postcode(cc, gtw[3]), sep="\n")
    c["gp_tel"] = (C.phone(cc), "PHONE")
    c["gp_fax"] = (C.phone(cc), "FAX")
    c["imaging"] = (ch(P.IMAGING), "HOSPITAL")
    c["lab"] = (ch(P.PATHLABS), "HOSPITAL")
    c["pharmacy"] = (ch(P.PHARMACIES), "HOSPITAL")
    c["ward"] = (ch(P.WARDS), "HOSPITAL")
    c["rai_unit"] = (ch(P.RAI_UNITS), "HOSPITAL")
    c["bed"] = (str(rint(1, 32)) + ch(["", "", "A", "B"]), "LOCATION_OTHER")
    c["bay"] = (str(rint(1, 6)), "LOCATION_OTHER")
    c["room"] = (ch([str(rint(1, 40)), "%dB" % rint(1, 40), "%d%02d" % (rint(1, 6), rint(1, 40))]), "LOCATION_OTHER")
    c["building"] = (ch(P.BUILDINGS), "LOCATION_OTHER")
    c["tele_url"] = ("https://%s/%s%s" % (ch(["meet.example.net", "video.example.org", "telehealth.example.com"]),
                                          ch(["endo-clinic/", "room/", "join?id="]), digits(ch([6, 8]))), "URL")
    c["theatre"] = (str(rint(1, 14)) + ch(["", "", "A"]), "LOCATION_OTHER")
    c["clinic_room"] = (ch(["Room %d" % rint(1, 20), "Suite %d" % rint(1, 9), "Consult %d" % rint(1, 12)]).split(" ")[1],
                        "LOCATION_OTHER")
    # ---------------- staff
    for key in ("gp", "sur", "reg", "endo", "rad", "son", "cyt", "path", "slt", "ent", "an", "nurse",
                "nurse2", "cns", "nm", "onc", "sec", "pharm", "clerk", "sci", "fell"):
        C.staff(c, key)
    c["typist"] = (C.letters(2).lower() if chance(0.5) else C.letters(2), "DOCTOR")
    ll, lv = C.licence(cc)
    c["lic_label"], c["sur_lic"] = ll, (lv, "LICENSE")
    ll2, lv2 = C.licence(cc)
    c["lic2_label"], c["gp_lic"] = ll2, (lv2, "LICENSE")
    ll3, lv3 = C.licence(cc)
    c["lic3_label"], c["an_lic"] = ll3, (lv3, "LICENSE")
    c["sec_tel"] = (C.phone(cc), "PHONE")
    c["cns_tel"] = (C.phone(cc, chance(0.3)), "PHONE")
    c["reg_bleep"] = (C.bleep(), "PHONE")
    c["ext"] = ("555%d" % rint(0, 9), "PHONE")
    c["an_bleep"] = (C.bleep(), "PHONE")
    sp = c["_p"]["sur"]
    c["sur_email"] = ("%s.%s@%s" % (C.slug(sp["first"]), C.slug(sp["last"]), hd), "EMAIL")
    c["dept_email"] = (ch(["endocrinesurgery", "thyroid.team", "endo-surg.admin", "parathyroid.nurse",
                           "ent.thyroid", "mdt.coordinator"]) + "@" + hd, "EMAIL")
    gp = c["_p"]["gp"]
    c["gp_email"] = ("%s@%s" % (ch(["reception", "admin", C.slug(gp["last"]) + ".practice", "referrals"]),
                                C.slug(c["practice"][0])[:14] + ch([".example.org", ".example.com", ".example.net"])), "EMAIL")
    # ---------------- system / ids
    yy = d["op"].year % 100
    c["cyto_acc"] = (ch(["C%02d-%s" % (yy, digits(5)), "CY%02d/%s" % (yy, digits(4)), "FNA-%d-%s" % (d["fna"].year, digits(4)),
                         "NG%02d-%s" % (yy, digits(5))]), "IDNUM")
    c["histo_acc"] = (ch(["S%02d-%s" % (yy, digits(5)), "H/%02d/%s" % (yy, digits(5)), "SP-%02d-%s" % (yy, digits(6)),
                          "%02dS%s" % (yy, digits(6))]), "IDNUM")
    c["rad_acc"] = (ch(["RAD%s" % digits(8), "US%02d%s" % (yy, digits(6)), "ACC %s" % digits(9), "%s%s" % (C.letters(3), digits(7))]).replace("ACC ", ""), "IDNUM")
    c["order"] = (ch(["ORD-%s" % digits(7), "%s" % digits(9), "REQ%s" % digits(6), "OE-%s-%s" % (digits(4), digits(4))]), "IDNUM")
    c["mdt_id"] = (ch(["MDT-%d-%s" % (d["mdt1"].year, digits(4)), "HNC/%s" % digits(5), "ENDO%s" % digits(5)]), "IDNUM")
    c["rai_ref"] = (ch(["NM-%s" % digits(6), "RAI/%d/%s" % (d["rai"].year, digits(3)), "RN%s" % digits(7)]), "IDNUM")
    c["lab_no"] = (ch(["%s%s" % (C.letters(2), digits(7)), digits(10), "L%s" % digits(8)]), "IDNUM")
    c["nim_sn"] = (C.serial("nim"), "DEVICE")
    c["scope_sn"] = (C.serial("scope"), "DEVICE")
    c["us_sn"] = (C.serial("us"), "DEVICE")
    c["gen_sn"] = (C.serial("gen"), "DEVICE")
    c["ppm_sn"] = (C.serial("ppm"), "DEVICE")
    c["plate"] = (C.plate(cc), "VEHICLE")
    c["bioid"] = (C.bioid(), "BIOID")
    c["pt_user"] = (C.uname(pr["first"], pr["last"]), "USERNAME")
    c["user_sur"] = (C.uname(sp["first"], sp["last"]), "USERNAME")
    np_ = c["_p"]["nurse"]
    c["user_nurse"] = (C.uname(np_["first"], np_["last"]), "USERNAME")
    cp = c["_p"]["clerk"]
    c["user_clerk"] = (C.uname(cp["first"], cp["last"]), "USERNAME")
    c["ip"] = (C.ip(), "IPADDR")
    c["ip2"] = (C.ip(), "IPADDR")
    c["ws"] = (ch(["WS-%s" % digits(5), "PC%s" % digits(6), "%s-ENDO-%02d" % (C.letters(3), rint(1, 40))]), "DEVICE")
    return c
