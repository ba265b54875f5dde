"""Per-note context: patient, family, staff, places and identifiers."""
import datetime as dt

import ids
import pools_names as PN
import pools_places as PP
from common import pick, wpick, chance, digits, words, add_days

COUNTRY_NAME = {"UK": "United Kingdom", "IE": "Ireland", "AU": "Australia", "NZ": "New Zealand",
                "CA": "Canada", "US": "USA"}
BIRTH_COUNTRIES = {
    "sa": ["India", "Pakistan", "Bangladesh", "Kenya", "Uganda"],
    "af": ["Jamaica", "Nigeria", "Ghana", "Trinidad", "Barbados", "St Lucia"],
    "pl": ["Poland", "Ukraine", "Lithuania", "Croatia", "Latvia"],
    "med": ["Italy", "Greece", "Cyprus", "Malta", "Sicily"],
    "ea": ["Vietnam", "Hong Kong", "China", "the Philippines", "Malaysia", "Korea"],
    "mi": ["Tonga", "Samoa", "the Cook Islands", "Fiji"],
    "le": ["Lebanon", "Egypt", "Israel", "Iraq"],
    "hi": ["Mexico", "Puerto Rico", "Cuba", "El Salvador"],
    "ir": ["Ireland"], "en": ["Scotland", "England", "Wales"], "fr": ["France"], "us": ["Germany"],
}
# birthplaces that are not countries: Sicily is written as STATE (region), Hong Kong as CITY
NOT_COUNTRY = {"Sicily", "Hong Kong"}


def _person(rng, origin, sex):
    fem, mal, sur = PN.ORIGINS[origin]
    first = pick(rng, fem if sex == "F" else mal)
    last = pick(rng, sur)
    return first, last


def _staff(rng, c, role, doctor=True):
    sex = "F" if chance(rng, 0.55) else "M"
    first = pick(rng, PN.STAFF_F if sex == "F" else PN.STAFF_M)
    org = pick(rng, sorted(PN.ORIGINS))
    last = pick(rng, PN.ORIGINS[org][2])
    cc = c["cc"]
    if doctor:
        t = "Dr"
        if role == "ortho" and cc in ("UK", "IE", "AU", "NZ") and chance(rng, 0.7):
            t = "Mr" if sex == "M" else pick(rng, ["Ms", "Miss"])
        if role == "geri" and chance(rng, 0.12):
            t = "Prof"
    else:
        t = ""
    c[role] = first + " " + last
    c[role + "_f"] = first
    c[role + "_l"] = last
    c[role + "_i"] = first[0] + ". " + last if chance(rng, 0.5) else first[0] + " " + last
    c[role + "_t"] = t
    c[role + "_ini"] = (first[0] + last[0]).lower() if chance(rng, 0.5) else first[0] + last[0]
    c[role + "_user"] = ids.username(rng, first, last)
    c[role + "_bleep"] = ids.bleep(rng)
    lab, num = ids.license_no(rng, cc, role)
    c[role + "_liclab"] = lab
    c[role + "_lic"] = num
    c[role + "_email"] = ids.email(rng, first, last, c["dom"])
    c[role + "_sex"] = sex


GRADES = {
    "UK": {"reg": ["ST5", "ST4", "SpR", "StR", "ST6"], "sho": ["FY1", "FY2", "CT1", "IMT2", "SHO"],
           "anaes2": ["ST3 Anaesthetics", "CT2 Anaes", "Anaesthetic Reg"]},
    "IE": {"reg": ["SpR", "Registrar", "Reg"], "sho": ["Intern", "SHO", "BST SHO"], "anaes2": ["Anaesthetic SHO", "Anaes Reg"]},
    "AU": {"reg": ["Geriatrics Reg", "AT Reg", "Registrar"], "sho": ["RMO", "Intern", "HMO"], "anaes2": ["Anaes Reg", "Anaesthetic RMO"]},
    "NZ": {"reg": ["Registrar", "Geri Reg"], "sho": ["House Officer", "HO", "PGY2"], "anaes2": ["Anaesthetic Registrar"]},
    "CA": {"reg": ["PGY-4", "Fellow", "Resident"], "sho": ["PGY-1", "R1", "Clerk"], "anaes2": ["Anesthesia R3"]},
    "US": {"reg": ["Fellow", "PGY-3"], "sho": ["PGY-1", "Intern", "MS4"], "anaes2": ["CRNA", "Anesthesia resident"]},
}


def _hospital(rng, cc):
    if chance(rng, 0.15) and cc in ("UK", "IE"):
        name = pick(rng, PP.SAINT_HOSP)
        stem = name.split()[1].replace("'s", "")
    else:
        stem = pick(rng, PP.HOSP_STEMS[cc])
        name = stem + " " + pick(rng, PP.HOSP_SUFFIX[cc])
    abbr = "".join(w[0] for w in name.replace("'s", "").split() if w[0].isupper())
    return name, stem, abbr


def build(rng, cc, genre):
    c = {"cc": cc, "genre": genre}
    # --- places
    if cc == "UK":
        town, county, area, nation = pick(rng, PP.UK_TOWNS)
        c.update(town=town, county=county, pc_area=area, nation=nation, state=None)
    elif cc == "IE":
        town, county, area = pick(rng, PP.IE_TOWNS)
        c.update(town=town, county=county, pc_area=area, nation="Ireland", state=None)
    elif cc == "AU":
        town, st, pc = pick(rng, PP.AU_TOWNS)
        c.update(town=town, state=st, state_full=PP.AU_STATE_FULL[st], pc_area=pc, nation="Australia", county=None)
    elif cc == "NZ":
        town, reg, pc = pick(rng, PP.NZ_TOWNS)
        c.update(town=town, state=reg, state_full=reg, pc_area=pc, nation="New Zealand", county=None)
    elif cc == "CA":
        town, st, pc = pick(rng, PP.CA_TOWNS)
        c.update(town=town, state=st, state_full=PP.CA_PROV_FULL[st], pc_area=pc, nation="Canada", county=None)
    else:
        town, st, pc = pick(rng, PP.US_TOWNS)
        c.update(town=town, state=st, state_full=PP.US_STATE_FULL[st], pc_area=pc, nation="USA", county=None)
    c["country_name"] = COUNTRY_NAME[cc]
    c["post"] = ids.postcode(rng, c)
    c["hosp"], c["hosp_stem"], c["hosp_abbr"] = _hospital(rng, cc)
    c["dom"] = ids.org_domain(c["hosp_stem"], rng, cc)
    h2 = _hospital(rng, cc)
    while h2[0] == c["hosp"]:
        h2 = _hospital(rng, cc)
    c["hosp2"] = h2[0]
    c["community"] = pick(rng, PP.COMMUNITY)
    wn = rng.randrange(4)
    if wn == 0:
        c["ward"] = pick(rng, PP.WARD_NAMES) + " Ward"
    elif wn == 1:
        c["ward"] = "Ward " + str(rng.randrange(1, 40)) + pick(rng, ["", "", "A", "B"])
    elif wn == 2:
        c["ward"] = pick(rng, PP.WARD_NAMES) + " Unit"
    else:
        c["ward"] = "Ward " + pick(rng, ["4B", "6A", "7 North", "11", "22", "3C", "9 West", "17"])
    c["bay"] = str(rng.randrange(1, 7))
    c["bed"] = str(rng.randrange(1, 31))
    c["room"] = pick(rng, [str(rng.randrange(101, 540)), str(rng.randrange(1, 30)) + pick(rng, ["A", "B"]), "SR" + str(rng.randrange(1, 9))])
    # --- patient
    org = wpick(rng, PN.COUNTRY_ORIGINS[cc])
    c["origin"] = org
    sex = "F" if chance(rng, 0.7) else "M"
    c["sex"] = sex
    first, last = _person(rng, org, sex)
    c["pt_f"], c["pt_l"] = first, last
    c["pt"] = first + " " + last
    mid = pick(rng, "ABCDEFGHJKLMNPRSTW") if chance(rng, 0.35) else ""
    c["pt_fml"] = first + " " + (mid + ". " if mid else "") + last
    c["pt_LF"] = (last.upper() + ", " + first.upper() + (" " + mid if mid else "")) if chance(rng, 0.6) else last + ", " + first
    c["pt_init"] = pick(rng, [first[0] + last[0], first[0] + "." + last[0] + "."])
    c["pt_fl"] = first[0] + ". " + last
    c["pt_nick"] = PN.NICK.get(first, first)
    if sex == "F":
        c["pt_t"] = wpick(rng, [("Mrs", 7), ("Ms", 2), ("Miss", 1)])
        c.update(he="she", his="her", him="her", He="She", His="Her", sexw="female", lady="lady", sx="F")
    else:
        c["pt_t"] = "Mr"
        c.update(he="he", his="his", him="him", He="He", His="His", sexw="male", lady="gentleman", sx="M")
    if cc in ("US", "CA") and chance(rng, 0.5):
        c["pt_t"] += "."
    bc = pick(rng, BIRTH_COUNTRIES[org])
    c["birth_country"] = bc
    # --- dates and age
    age = int(rng.triangular(66, 104, 87))
    c["age_n"] = age
    c["age"] = str(age)
    c["age_w"] = words(age)
    adm = dt.date(2021, 1, 4) + dt.timedelta(days=rng.randrange(1660))
    c["adm_d"] = adm
    m, dd = rng.randrange(1, 13), rng.randrange(1, 29)
    y = adm.year - age - (1 if (m, dd) > (adm.month, adm.day) else 0)
    c["dob_d"] = dt.date(y, m, dd)
    c["lie_h"] = pick(rng, [0, 0, 0, 1, 2, 4, 6, 9, 12, 18])
    c["fall_d"] = add_days(adm, -1) if c["lie_h"] >= 9 or chance(rng, 0.2) else adm
    c["op_d"] = add_days(adm, pick(rng, [0, 1, 1, 1, 1, 2, 2, 3]))
    c["dc_d"] = add_days(c["op_d"], rng.randrange(5, 32))
    # --- address
    sx = PP.STREET_STEMS + PP.STREET_EXTRA.get(cc, [])
    st = str(rng.randrange(1, 240)) + " " + pick(rng, sx) + " " + pick(rng, PP.STREET_SUFFIX[cc])
    if chance(rng, 0.2):
        if cc == "AU":
            st = "Unit %d/%s" % (rng.randrange(1, 20), st)
        elif cc in ("US", "CA"):
            st = st + ", Apt " + str(rng.randrange(1, 40)) + pick(rng, ["", "B", "C"])
        else:
            st = "Flat %d, %s" % (rng.randrange(1, 30), st)
    c["street"] = st
    # --- identifiers
    c["mrn"] = ids.mrn(rng, cc)
    c["mrn_lab"] = {"UK": pick(rng, ["Hosp No", "MRN", "Hospital number", "RXN", "Unit No"]),
                    "IE": pick(rng, ["MRN", "Hosp No", "Chart No"]),
                    "AU": pick(rng, ["URN", "UR", "MRN"]), "NZ": pick(rng, ["Hosp No", "MRN"]),
                    "CA": pick(rng, ["MRN", "Chart #"]), "US": pick(rng, ["MRN", "Med Rec #"])}[cc]
    c["hp_lab"], c["hp"] = ids.healthplan(rng, c)
    c["acct_lab"], c["acct"] = ids.account(rng, cc)
    c["ssn_lab"], c["ssn"] = ids.ssn(rng, cc)
    c["pt_email"] = ids.email(rng, first, last, ids.personal_domain(rng))
    c["pt_ph"] = ids.phone(rng, cc)
    c["veh"] = ids.vehicle(rng, cc)
    c["ip"] = ids.ip(rng)
    c["url"] = ids.url(rng, c["hosp_stem"])
    c["sw_ph"] = ids.phone(rng, cc, "ext" if cc in ("US", "CA") else "land")
    c["ward_ph"] = ids.ext_line(rng, cc) if chance(rng, 0.4) else ids.phone(rng, cc)
    c["fax"] = ids.phone(rng, cc)
    c["ward_email"] = pick(rng, ["ward", "orthogeri", "hipfracture", "fls", "hfu"]) + "." + \
        c["ward"].lower().replace(" ", "").replace("ward", "w") + "@" + c["dom"]
    # --- staff
    for role in ("ortho", "geri", "reg", "sho", "anaes", "anaes2", "gp", "pharm"):
        _staff(rng, c, role, True)
    for role in ("nurse", "nurse2", "physio", "ot", "sw", "fls", "diet"):
        _staff(rng, c, role, False)
    c["pharm_t"] = ""
    g = GRADES[cc]
    c["reg_grade"] = pick(rng, g["reg"])
    c["sho_grade"] = pick(rng, g["sho"])
    c["anaes2_grade"] = pick(rng, g["anaes2"])
    # --- GP practice
    c["gp_prac"] = pick(rng, PP.PRACTICE_STEMS) + " " + pick(rng, PP.PRACTICE_SUFFIX[cc])
    c["gp_street"] = str(rng.randrange(1, 120)) + " " + pick(rng, sx) + " " + pick(rng, PP.STREET_SUFFIX[cc])
    c["gp_post"] = ids.postcode(rng, c)
    c["gp_ph"] = ids.phone(rng, cc)
    c["gp_fax"] = ids.phone(rng, cc)
    c["gp_dom"] = ids.org_domain(c["gp_prac"].split()[0], rng, cc)
    c["gp_email"] = pick(rng, ["reception", "admin", "referrals", "practice.manager"]) + "@" + c["gp_dom"]
    c["pharmacy"] = pick(rng, PP.PHARMACY_STEMS) + " " + pick(rng, PP.PHARMACY_SUFFIX[cc])
    c["pharmacy_ph"] = ids.phone(rng, cc)
    # --- family
    nsex = "F" if chance(rng, 0.6) else "M"
    rel = pick(rng, PN.RELATIONS_F if nsex == "F" else PN.RELATIONS_M)
    if rel in ("wife", "husband", "partner"):
        if (sex == "F") == (rel == "wife"):
            rel = "partner"
    nf, nl = _person(rng, org if chance(rng, 0.8) else pick(rng, sorted(PN.ORIGINS)), nsex)
    if rel in ("son", "husband", "brother", "grandson", "nephew") or (rel == "wife" and chance(rng, 0.9)) \
            or (rel in ("daughter", "sister") and chance(rng, 0.35)):
        nl = last
    if nf == first:
        nf = pick(rng, PN.STAFF_F if nsex == "F" else PN.STAFF_M) if age < 80 else nf
    c.update(nok_f=nf, nok_l=nl, nok=nf + " " + nl, nok_rel=rel, nok_sex=nsex,
             nok_t=("Mrs" if chance(rng, 0.6) else "Ms") if nsex == "F" else "Mr")
    c["nok_ph"] = ids.phone(rng, cc, "mobile")
    c["nok_ph2"] = ids.phone(rng, cc)
    c["nok_email"] = ids.email(rng, nf, nl, ids.personal_domain(rng))
    c["nok_prof"] = pick(rng, PN.PROFESSIONS_REL)
    c["nok_age"] = str(max(40, age - rng.randrange(20, 38))) if rel in ("daughter", "son") else str(age + rng.randrange(-6, 4))
    nsex2 = "F" if chance(rng, 0.5) else "M"
    rel2 = pick(rng, [r for r in (PN.RELATIONS_F if nsex2 == "F" else PN.RELATIONS_M) if r not in ("wife", "husband", "partner")])
    nf2, nl2 = _person(rng, org, nsex2)
    if rel2 in ("son", "brother", "grandson", "nephew"):
        nl2 = last
    c.update(nok2_f=nf2, nok2_l=nl2, nok2=nf2 + " " + nl2, nok2_rel=rel2, nok2_ph=ids.phone(rng, cc, "mobile"))
    c["prof"] = pick(rng, PN.PROFESSIONS_OLD)
    c["employer"] = pick(rng, PP.EMPLOYERS)
    c["agency"] = pick(rng, PP.HOME_CARE)
    c["charity"] = pick(rng, PP.CHARITIES)
    c["church"] = pick(rng, PP.CHURCHES)
    c["club"] = pick(rng, PP.CLUBS)
    c["landmark"], c["landmark_the"] = pick(rng, PP.LANDMARKS)
    # --- residence
    c["res"] = wpick(rng, [("alone", 4), ("spouse", 2.5), ("family", 1), ("sheltered", 1),
                           ("resid", 1.5), ("nursing", 1.2)])
    if c["res"] == "spouse" and rel not in ("wife", "husband", "partner"):
        c["res"] = "alone"
    c["home"] = pick(rng, PP.CARE_HOMES[cc])
    c["home_ph"] = ids.phone(rng, cc)
    c["home_street"] = str(rng.randrange(1, 200)) + " " + pick(rng, sx) + " " + pick(rng, PP.STREET_SUFFIX[cc])
    c["home_post"] = ids.postcode(rng, c)
    c["carer_f"], c["carer_l"] = _person(rng, pick(rng, sorted(PN.ORIGINS)), "F" if chance(rng, 0.8) else "M")
    c["carer"] = c["carer_f"] + " " + c["carer_l"]
    return c
