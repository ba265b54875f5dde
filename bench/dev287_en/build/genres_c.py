"""Genres: nutrition assistant daily records, cultural/religious meal requests,
kitchen temperature & delivery logs, telephone encounters."""

import datetime

from core import pick, wpick, chance, sample, colon, rule
import phi
import clinical as CL
import pools_places as PP
from ctx import pt_ref, pt_header_name, staff_items, fam_items, date_items, bedloc_items

T = datetime.timedelta


def _hm(rng, lo=7, hi=20):
    return "%02d:%02d" % (rng.randint(lo, hi), rng.randint(0, 59))


def nutrition_assistant_record(rng, nb, c):
    cc = c.cc
    d = c.event
    nb.line(pick(rng, ["NUTRITION ASSISTANT DAILY RECORD", "Nutrition Assistant - Daily Ward Record",
                       "Diet Tech Daily Rounding Log" if cc == "US" else "NA daily notes",
                       "Mealtime Support Record"]))
    nb.add("Ward", colon(rng), (c.ward, "HOSPITAL"), "   Date", colon(rng),
           *date_items(rng, d, cc, pick(rng, ["wk_num", "wk_long", "num", "ora"])), "   NA", colon(rng))
    nb.add((phi.name_form(rng, c.na, pick(rng, ["full", "first", "init_last"])), "DOCTOR"))
    nb.line("   Shift ", pick(rng, ["07:30-15:30", "08:00-16:00", "11:00-19:00", "0730-1530"]))
    nb.line("Protected mealtimes observed: ", pick(rng, ["Y", "N - ward round at lunch", "Y (mostly)", "yes"]))
    nb.line(rule(rng))
    n = rng.randint(3, 7)
    beds = sorted(sample(rng, list(range(1, 31)), n))
    flagged = []
    for i, b in enumerate(beds):
        p = c.pt if i == 0 else phi.person(rng, cc)
        age = c.age if i == 0 else rng.randint(55, 99)
        dob = c.dob if i == 0 else datetime.date(d.year - age, rng.randint(1, 12), rng.randint(1, 28))
        t = phi.title(rng, p, cc)
        nb.add("Bed ", (str(b), "LOCATION_OTHER"), " - ")
        st = rng.random()
        if st < 0.3:
            nb.add(t, " ", (p.last.upper() if chance(rng, 0.5) else p.last, "PATIENT"))
        elif st < 0.55:
            nb.add((p.first, "PATIENT"), " (", t, " ", (p.last, "PATIENT"), ")")
        elif st < 0.8:
            nb.add((phi.name_form(rng, p, pick(rng, ["full", "LAST_first", "init_last"])), "PATIENT"))
        else:
            nb.add((phi.name_form(rng, p, "dotted"), "PATIENT"))
        if chance(rng, 0.35):
            nb.add(" (DOB ", *date_items(rng, dob, cc, "num"), ")")
        elif chance(rng, 0.3):
            nb.add(" ", *phi.age_items(rng, age, p.sex, pick(rng, ["sexletter", "yo", "ynum"])))
        must = rng.randint(0, 4)
        nb.line(" - MUST ", str(must), pick(rng, [" - red tray", "", " - assist x1", " - prompt only", " - 1:1 feed"]),
                " - ", pick(rng, ["N", "HEHP", "L5", "L4", "GF", "CHO", "HEHP L6", "FF", "REN"]))
        nb.line("   B: ", pick(rng, CL.BREAKFASTS), " ", CL.intake_fraction(rng), "; L: ",
                CL.meal(rng), " ", CL.intake_fraction(rng), ", ", CL.dessert(rng), " ", CL.intake_fraction(rng))
        if chance(rng, 0.6):
            nb.line("   ONS: ", pick(rng, CL.ONS), " ", pick(rng, ["1 of 2 taken", "refused", "~100 ml", "all",
                                                                  "half", "sips only", "2/2"]))
        r = rng.random()
        if r < 0.25:
            f = phi.person(rng, cc)
            rel = pick(rng, ["daughter", "son", "wife", "husband", "niece", "friend"])
            nb.line("   ", rel, " ", (f.first, "FAMILY"), pick(rng, [" visiting at lunch, helped feed.",
                                                                     " brought in soup - checked, OK for diet.",
                                                                     " asked about GF biscuits.",
                                                                     " rang ward re menu choices."]))
        elif r < 0.45:
            nb.line("   Wt today %.1f kg (last wk %.1f). Food chart updated." % (rng.uniform(38, 95), rng.uniform(38, 95)))
        elif r < 0.6 and i == 0 and c.profession:
            nb.line("   Chatty - used to be a ", (c.profession.replace("retired ", ""), "PROFESSION"),
                    ", prefers ", pick(rng, ["plain food", "spicy food", "small portions", "tea not coffee"]), ".")
        elif r < 0.75:
            nb.line("   ", pick(rng, ["Dentures not in - found in locker.", "Sleepy at lunch, tray kept warm 20 min.",
                                      "Refused - says not hungry, ?nausea - told nurse.",
                                      "NBM from 12:00 for scope.", "Glasses needed to read menu.",
                                      "Needed help opening packets.", "Moved to side room, tray followed."]))
        else:
            nb.line("   ", CL.hard_negative_sentence(rng))
        if must >= 2 and chance(rng, 0.5):
            flagged.append(b)
    nb.line(rule(rng))
    nb.line("Food charts completed: %d/%d. Snack round %s done. Water jugs changed %s." % (
        rng.randint(5, 12), rng.randint(12, 14), pick(rng, ["15:00", "10:30", "19:30"]), pick(rng, ["x2", "x3", "am/pm"])))
    if flagged:
        nb.add("Referred to dietitian: ")
        for j, b in enumerate(flagged):
            if j:
                nb.add(", ")
            nb.add("bed ", (str(b), "LOCATION_OTHER"))
        nb.add(" (intake <50% x3 days) - ", pick(rng, ["left msg for ", "bleeped ", "emailed "]),
               *staff_items(rng, c.dietitian, "dietitian", cc, pick(rng, ["full", "first", "init_last"])))
        if chance(rng, 0.5):
            nb.add(" on ", (c.ext, "PHONE"))
        nb.line(".")
    nb.add("Handover to ", pick(rng, ["PM NA", "late shift", "nurse in charge"]), ": ",
           (phi.name_form(rng, c.nurse, pick(rng, ["full", "first", "init_last"])), "DOCTOR"))
    nb.line()
    nb.add("Signed", colon(rng), *staff_items(rng, c.na, "na", cc, pick(rng, ["full_role", "init_last", "full"])))
    nb.line("  ", _hm(rng, 14, 19))


def cultural_meal_request(rng, nb, c):
    cc = c.cc
    d = c.event
    faith = wpick(rng, [("jewish", 3), ("muslim", 4), ("hindu", 2), ("sikh", 2), ("other", 2), ("indigenous", 1)])
    nb.line(pick(rng, ["CULTURAL / RELIGIOUS MEAL REQUEST", "Religious & Cultural Dietary Requirements",
                       "Faith Diet Notification - Catering", "SPECIAL MEAL REQUEST (CULTURAL)"]))
    nb.line((c.hosp, "HOSPITAL"), " - ", pick(rng, ["Catering Services", "Patient Dining", "Food & Nutrition Services"]))
    nb.line(rule(rng))
    nb.line("Patient", colon(rng), (pt_header_name(rng, c), "PATIENT"), "   ", c.mrn_label, colon(rng), (c.mrn, "MRN"))
    nb.add("DOB", colon(rng), *date_items(rng, c.dob, cc), "   Ward/Bed", colon(rng), (c.ward_short, "HOSPITAL"),
           " / ", (c.bed, "LOCATION_OTHER"))
    nb.line()
    if chance(rng, 0.45):
        lang, origin = CL.language_origin(rng)
        nb.add("Language: ", lang, " - interpreter ", pick(rng, ["booked", "via phone line", "family interprets"]))
        if chance(rng, 0.5):
            nb.add(" (job ref ", (phi.idnum(rng, "call"), "IDNUM"), ")")
        if origin.startswith("the "):
            nb.line("; born in the ", (origin[4:], "COUNTRY"), ".")
        else:
            nb.line("; born in ", (origin, "COUNTRY"), ".")
    nb.add("Requested by", colon(rng))
    who = rng.random()
    if who < 0.35:
        nb.line("patient")
    elif who < 0.7:
        nb.line(*fam_items(rng, c), " - tel ", (c.nok_phone, "PHONE"))
    else:
        nb.line("chaplaincy - ", *staff_items(rng, phi.person(rng, cc), None, cc, "full"), " (chaplain)")
    nb.blank()
    req_day = d
    if faith == "jewish":
        k = PP.kosher_kitchen(rng, cc)
        nb.line("Requirement: KOSHER (", pick(rng, ["strictly observant", "kosher-style acceptable", "glatt kosher"]), ")")
        nb.line(" - Meals from approved supplier ", (k, "ORGANIZATION"), " - sealed, double-wrapped; heat in packaging, do NOT open.")
        nb.line(" - Separate milk/meat (milchig/fleishig); disposable cutlery and crockery; pareve desserts only after meat.")
        fri = d + T(days=(4 - d.weekday()) % 7)
        nb.line(" - Shabbat observance: from ", *date_items(rng, fri, cc, pick(rng, ["wk_dm", "wk_long", "weekday"])),
                " sunset (", _hm(rng, 16, 20), ") to nightfall ", *date_items(rng, fri + T(days=1), cc,
                                                                             pick(rng, ["weekday", "wk_dm"])),
                " - pre-order meals ", ("Thursday", "DATE"), ", cold lunch acceptable.")
        if chance(rng, 0.5):
            hol = pick(rng, ["Passover", "Pesach", "Yom Kippur", "Rosh Hashanah", "Sukkot", "Chanukah"])
            if chance(rng, 0.5):
                nb.add(" - ", (hol + " " + str(d.year), "DATE"), ": ")
            else:
                nb.add(" - ", (hol, "DATE"), ": ")
            if hol in ("Passover", "Pesach"):
                nb.add("kosher for Pesach range only (", *date_items(rng, d + T(days=2), cc, "dmon"), " - ",
                       *date_items(rng, d + T(days=9), cc, "dmon"), "); no bread, no matzah substitutes from general stock.")
            elif hol == "Yom Kippur":
                nb.add("patient intends to fast 25h - medical team aware (diabetic? check BMs 2-hourly).")
            else:
                nb.add("festive meal requested from supplier, ordered ", *date_items(rng, d - T(days=3), cc, "dmon"), ".")
            nb.line()
        rabbi = phi.person(rng, cc, "M")
        nb.line(" - Rabbi ", (phi.name_form(rng, rabbi, pick(rng, ["full", "last"])), "FAMILY"), " of ",
                (PP.faith_org(rng, cc, "jewish"), "ORGANIZATION"), " happy to advise (", (phi.phone(rng, cc), "PHONE"), ").")
    elif faith == "muslim":
        sup = PP.halal_supplier(rng, cc)
        nb.line("Requirement: HALAL", pick(rng, ["", " - no alcohol in sauces/desserts", " (no gelatine)"]))
        nb.line(" - Meals from ", (sup, "ORGANIZATION"), "; halal certificate on file, expires ",
                *date_items(rng, d + T(days=rng.randint(30, 400)), cc, pick(rng, ["monyear", "num"])), ".")
        nb.line(" - Separate utensils; check ONS/jelly for porcine gelatine (", pick(rng, CL.ONS), " OK).")
        if chance(rng, 0.6):
            nb.add(" - ", ("Ramadan", "DATE"), " expected ", *date_items(rng, d + T(days=rng.randint(1, 20)), cc, "dmon"),
                   " - ", *date_items(rng, d + T(days=rng.randint(29, 31)), cc, "dmon"),
                   ": suhoor pack by 03:30, iftar at sunset (~", _hm(rng, 17, 20), "); ")
            nb.line(pick(rng, ["meds timing reviewed by pharmacist.", "insulin adjusted - see diabetes team.",
                               "pt exempt but wishes to fast - medical team informed."]))
            if chance(rng, 0.5):
                nb.line(" - ", ("Eid al-Fitr", "DATE"), ": family ", (c.nok.first, "FAMILY"),
                        " may bring in food - please label and store in ward fridge (<5°C).")
        if chance(rng, 0.4):
            nb.line(" - Imam from ", (PP.faith_org(rng, cc, "muslim"), "ORGANIZATION"), " visits ",
                    (pick(rng, ["Fridays", "Friday", "Fri"]), "DATE"), ".")
    elif faith in ("hindu", "sikh"):
        nb.line("Requirement: ", pick(rng, ["Hindu vegetarian - no egg", "Jain - no root veg, no onion/garlic",
                                            "Sikh - vegetarian, no halal/kosher meat",
                                            "Sikh - non-veg OK but no beef", "Hindu - no beef, eats chicken"]))
        nb.line(" - Asian vegetarian range (", pick(rng, ["dal", "chana masala", "aloo gobi", "paneer"]),
                "); chapatis ", pick(rng, ["OK", "GF only (coeliac)"]), ".")
        if chance(rng, 0.6):
            nb.add(" - ", (pick(rng, ["Diwali", "Navratri", "Vaisakhi", "Janmashtami", "Holi"]), "DATE"), " on ",
                   *date_items(rng, d + T(days=rng.randint(1, 10)), cc), ": ")
            nb.line(*fam_items(rng, c, "rel_first"), " bringing sweets from the ",
                    (PP.faith_org(rng, cc, faith), "ORGANIZATION"), " - dietitian to check (", pick(rng, ["diabetic", "renal", "L5 texture"]), ").")
        if chance(rng, 0.4):
            fd = pick(rng, ["Tuesdays", "Thursdays", "Ekadashi", "Mondays", "Saturdays"])
            nb.line(" - Fasting ", "on " if fd == "Ekadashi" else "", (fd, "DATE"), ": fruit and milk only.")
    elif faith == "indigenous":
        nb.line("Requirement: ", pick(rng, ["traditional foods requested", "culturally safe food - bush tucker from family",
                                            "country food (fish/game) from community"]))
        nb.line(" - Liaison: ", pick(rng, ["Aboriginal Health Liaison Officer", "Indigenous Patient Navigator",
                                           "First Nations Health Liaison"]), " ",
                (phi.person(rng, cc).full(), "DOCTOR"), ", ext ", (c.ext, "PHONE"), ".")
        nb.line(" - Food brought from ", (pick(rng, PP.TOWNS[cc]), "CITY"), " by ", *fam_items(rng, c, "rel_full"),
                " - food safety checks per ", pick(rng, CL.SOP_REFS), ".")
    else:
        rq = pick(rng, ["Seventh-day Adventist - vegetarian, no caffeine", "Rastafarian Ital - vegan, no added salt",
                        "Greek Orthodox", "Buddhist vegetarian",
                        "Jehovah's Witness - no blood products in food (black pudding)"])
        if rq == "Greek Orthodox":
            nb.line("Requirement: Greek Orthodox - fasting (no meat/dairy) ", (pick(rng, ["Wed", "Wednesdays"]), "DATE"),
                    " & ", (pick(rng, ["Fri", "Fridays"]), "DATE"))
        else:
            nb.line("Requirement: ", rq)
        if chance(rng, 0.6):
            hol = pick(rng, ["Lunar New Year", "Vesak", "Chinese New Year"]) if "Buddhist" in rq else pick(
                rng, ["Lent", "Easter", "Christmas", "Orthodox Easter", "Christmas Day", "Good Friday"])
            nb.line(" - ", (hol, "DATE"),
                    ": ", pick(rng, ["special meal requested", "fasting observed", "family meal in day room"]), " (",
                    *date_items(rng, d + T(days=rng.randint(1, 30)), cc), ").")
        if "Buddhist" in rq:
            nb.line(" - Temple: ", (pick(rng, PP.TOWNS[cc]) + pick(rng, [" Buddhist Vihara", " Dharma Centre", " Zen Centre"]),
                                    "ORGANIZATION"), " - monks may visit; no meat in room.")
        else:
            nb.line(" - Church: ", (PP.faith_org(rng, cc, "christian"), "ORGANIZATION"), ".")
    nb.blank()
    nb.add("Catering action: diet code ", pick(rng, ["KOS", "HAL", "VEG-A", "CULT", "FAITH"]), " set on ",
           *date_items(rng, req_day, cc, "num"), " by ")
    nb.add(*staff_items(rng, c.catmgr, "catmgr", cc, pick(rng, ["full", "init_last", "full_role"])))
    nb.line("; stock check: %d meals in %s." % (rng.randint(2, 20), pick(rng, ["Freezer B", "Walk-in chiller", "Fridge 3"])))
    if chance(rng, 0.5):
        nb.line("Dietitian", colon(rng), *staff_items(rng, c.dietitian, "dietitian", cc),
                " - ", pick(rng, CL.DIETS)[1], " also applies.")
    if chance(rng, 0.3):
        nb.line("Menu info: ", (phi.url(rng, c.hosp), "URL"))


def kitchen_temp_delivery_log(rng, nb, c):
    cc = c.cc
    d = c.event
    svc = pick(rng, ["Lunch", "Supper", "Lunch", "Evening meal", "Breakfast"])
    nb.line((c.hosp, "HOSPITAL"), " - ", pick(rng, ["PRODUCTION KITCHEN", "Central Production Unit", "Diet Kitchen",
                                                  "Cook-Chill Unit"]))
    nb.line(pick(rng, ["HOT FOOD DELIVERY & TEMPERATURE LOG", "Trolley Dispatch / Temperature Record",
                       "FOOD SAFETY RECORD: DISPATCH & RECEIPT"]), " - ", *date_items(rng, d, cc, pick(rng, ["num", "wk_num", "iso", "ora"])),
            "   Service: ", svc)
    nb.add("Probe", colon(rng), pick(rng, ["", "#"]), (phi.device_serial(rng, "probe"), "DEVICE"), " (calibrated ",
           *date_items(rng, d - T(days=rng.randint(3, 60)), cc, pick(rng, ["num", "dm"])), ", ice 0.1°C / boil 99.8°C)")
    nb.line()
    chk = c.chef
    nb.add("Checked by", colon(rng), *staff_items(rng, chk, "chef", cc))
    if chance(rng, 0.5):
        lab, val = phi.license_no(rng, cc, "FH")
        nb.add("   ", lab, " ", (val, "LICENSE"))
    nb.line()
    nb.line(rule(rng))
    nb.line("Trolley | Ward        | Dep  | Dep °C | Arr  | Arr °C | Sign")
    fails = []
    for k in range(rng.randint(3, 7)):
        wf, ws = PP.ward(rng, cc)
        dep_h = rng.randint(11, 12) if svc != "Breakfast" else 7
        dm = rng.randint(0, 50)
        arr = dm + rng.randint(6, 25)
        at = pick(rng, CL.FOOD_TEMPS)
        arr_t = "%.1f" % (float(at) - rng.uniform(2, 12))
        ini = phi.person(rng, cc)
        nb.line("T%-6d | " % rng.randint(1, 14), (ws, "HOSPITAL"), " " * max(1, 12 - len(ws)), "| %02d:%02d | %-6s | %02d:%02d | %-6s | " % (
            dep_h, dm, at, dep_h + arr // 60, arr % 60, arr_t), (ini.initials(), "DOCTOR"))
        if float(arr_t) < 63:
            fails.append((ws, arr_t))
    nb.blank()
    nb.line("SPECIAL DIET TRAYS (individually plated)")
    nb.line("Ticket    | Bed | Patient              | Diet    | Plated | Ward  | Chk")
    for k in range(rng.randint(2, 6)):
        p = c.pt if k == 0 else phi.person(rng, cc)
        nm = phi.name_form(rng, p, pick(rng, ["LAST_first", "surname_init", "init_last", "upper"]))
        if len(nm) > 22:
            nm = phi.name_form(rng, p, "surname_init")
        nb.line((phi.idnum(rng, "tray"), "IDNUM"), "  | ", (str(rng.randint(1, 30)), "LOCATION_OTHER"), "  | ",
                (nm, "PATIENT"), " " * max(1, 21 - len(nm)), "| %-7s | %-6s | %-5s | " % (
                    pick(rng, ["GF", "GF/LF", "L4", "L5", "REN", "KOS", "HAL", "ALG-NUT", "ALG-MILK", "NEU", "LR"]),
                    pick(rng, CL.FOOD_TEMPS), "%.1f" % rng.uniform(62, 78)),
                (phi.person(rng, cc).initials(), "DOCTOR"))
    nb.blank()
    nb.line("Cold holding: ", "; ".join("%s %s°C" % (e, pick(rng, CL.COLD_TEMPS))
                                        for e in sample(rng, ["Fridge 1", "Fridge 3", "Walk-in chiller", "Dessert fridge",
                                                              "Blast chiller 2", "Sandwich chiller"], 3)))
    nb.line("DELIVERIES RECEIVED")
    for k in range(rng.randint(1, 3)):
        drv = phi.person(rng, cc)
        nb.add(_hm(rng, 5, 10), "  ", (PP.supplier(rng), "ORGANIZATION"), " - ",
               pick(rng, ["chilled dairy", "frozen", "bread", "fresh produce", "meat", "dry goods", "texture-modified meals"]),
               " - van ", (phi.vehicle(rng, cc), "VEHICLE"), " - driver ",
               (phi.name_form(rng, drv, pick(rng, ["first", "full", "first_init"])), "FAMILY"))
        nb.line(" - ", pick(rng, CL.COLD_TEMPS), "°C - ", pick(rng, ["accepted", "accepted", "REJECTED (>8°C)",
                                                                   "accepted - 2 cases damaged, credit requested"]))
        if chance(rng, 0.25):
            nb.line("      delivery note ", (phi.idnum(rng, "delivery"), "IDNUM"), "; ", pick(rng, CL.BATCH))
    if fails:
        nb.blank()
        nb.add("Corrective action: ")
        for ws, t in fails:
            nb.add((ws, "HOSPITAL"), " arrived %s°C - " % t, pick(rng, ["reheated to >75°C", "discarded, replacement sent",
                                                                      "temp re-checked 64.0°C ok"]), "; ")
        nb.line("informed ", *staff_items(rng, c.catmgr, "catmgr", cc, pick(rng, ["full", "init_last"])), ".")
    if chance(rng, 0.4):
        nb.line("Patient-specific: ", *pt_ref(rng, c), " (", *bedloc_items(rng, c), ") ",
                pick(rng, ["allergen tray sealed and labelled", "late tray kept hot 20 min - discarded per 2h rule",
                           "tray returned untouched - NA informed"]), ".")
    if chance(rng, 0.3):
        nb.line("Log uploaded by user ", (phi.username(rng, chk), "USERNAME"), " from ", (phi.ipaddr(rng), "IPADDR"))
    nb.add("Signed", colon(rng), (phi.name_form(rng, chk, "full"), "DOCTOR"), ", ",
           pick(rng, ["Head Chef", "Duty Chef", "Kitchen Supervisor", "Catering Supervisor"]))
    nb.line("   Verified: ", (c.catmgr.initials(), "DOCTOR"))


def telephone_encounter(rng, nb, c):
    cc = c.cc
    d = c.event
    us = cc in ("US", "CA") and chance(rng, 0.6)
    nb.line(pick(rng, ["TELEPHONE ENCOUNTER - Nutrition & Dietetics", "Phone Note" if us else "Telephone Contact Record",
                       "TELEPHONE CONSULTATION - HOME ENTERAL FEEDING", "Telephone call - Catering/Dietetics"]))
    nb.line("Date", colon(rng), *date_items(rng, d, cc), "   Time", colon(rng), _hm(rng, 8, 17),
            "   Duration: %d min" % rng.randint(3, 25))
    incoming = chance(rng, 0.6)
    caller_fam = chance(rng, 0.6)
    if incoming:
        nb.add("Caller", colon(rng))
        if caller_fam:
            nb.add((c.nok.full(), "FAMILY"), " (", c.nok_rel, ")")
        else:
            nb.add("patient")
        nb.line("   Call-back no", colon(rng), (c.nok_phone if caller_fam else phi.phone(rng, cc, mobile=True), "PHONE"))
    else:
        nb.line("Outgoing call to ", pick(rng, ["patient", "patient's home", c.nok_rel]), " on ",
                (phi.phone(rng, cc, mobile=chance(rng, 0.5)), "PHONE"))
    nb.add("Patient", colon(rng), (pt_header_name(rng, c), "PATIENT"), "   DOB", colon(rng), *date_items(rng, c.dob, cc))
    if chance(rng, 0.5):
        nb.line("   ", c.mrn_label, colon(rng), (c.mrn, "MRN"))
    else:
        nb.line("   ", c.hp_label, colon(rng), (c.hp, "HEALTHPLAN"))
    nb.add("ID check: name + DOB", pick(rng, [" + first line of address (", " + address ("]), (c.addr["street"], "STREET"), ")")
    nb.line(" - confirmed.")
    nb.blank()
    topic = pick(rng, ["delivery", "pump", "allergen", "meal", "weight", "tube", "discharge"])
    if topic == "delivery":
        nb.add("Reason: feed delivery not received. Expected ", *date_items(rng, d - T(days=rng.randint(1, 3)), cc,
                                                                           pick(rng, ["weekday", "wk_dm", "dm"])), ". ")
        nb.line("Has %d packs of %s left (~%d days)." % (rng.randint(1, 6), pick(rng, CL.FEEDS), rng.randint(1, 4)))
        nb.add("Action: rang ", (PP.nutrition_company(rng), "ORGANIZATION"), " on ", (phi.phone(rng, cc), "PHONE"),
               " - account ", (phi.account(rng, cc), "ACCOUNT"), ", order ", (phi.idnum(rng, "req"), "IDNUM"))
        nb.line(" re-booked for ", *date_items(rng, d + T(days=1), cc, pick(rng, ["weekday", "wk_dm", "num"])), " AM.")
    elif topic == "pump":
        nb.add("Reason: pump alarming 'NO FLOW IN'. Pump ", pick(rng, CL.PUMPS), " SN ",
               (phi.device_serial(rng, "pump"), "DEVICE"))
        nb.line(". Talked through: check clamp, re-prime giving set, flush tube 30 ml.")
        nb.line("Outcome: ", pick(rng, ["resolved on phone", "replacement pump arranged", "advised to bolus via syringe overnight"]), ".")
    elif topic == "allergen":
        nb.add("Reason: ", pick(rng, ["caller", "patient"]), " asking whether the ", pick(rng, CL.DESSERTS),
               " served on ", (c.ward, "HOSPITAL"), " on ", *date_items(rng, d - T(days=rng.randint(1, 4)), cc,
                                                                          pick(rng, ["weekday", "dmon"])), " contained ")
        nb.line(pick(rng, CL.ALLERGENS), ". Allergen matrix checked (", pick(rng, CL.SOP_REFS), ") - ",
                pick(rng, ["does not contain", "may contain traces", "contains"]), ".")
    elif topic == "meal":
        nb.line("Reason: concern ", *pt_ref(rng, c), " ", pick(rng, ["not eating hospital food", "not getting halal meals",
                                                                     "being given wrong texture", "missing supper"]), ".")
        nb.line("Ward ", (c.ward, "HOSPITAL"), " contacted, spoke to ", *staff_items(rng, c.nurse, "nurse", cc), ".")
    elif topic == "weight":
        nb.line("Reason: routine HEF review. Wt %.1f kg (home scales) vs %.1f kg clinic %s." % (
            rng.uniform(40, 90), rng.uniform(40, 90), pick(rng, ["last month", "6/52 ago", "in 3/12"])))
        nb.line("Tolerating ", CL.feed_regimen(rng), ". BO daily, ", pick(rng, CL.SCORES), ".")
    elif topic == "tube":
        nb.line("Reason: ", pick(rng, CL.TUBES), " - ", pick(rng, ["site leaking", "balloon water low (3 ml)",
                                                                 "blocked, warm water flush unsuccessful", "accidentally dislodged"]), ".")
        nb.add("Advice: ", pick(rng, ["attend ED at ", "nurse visit tomorrow from ", "GP practice nurse at "]))
        nb.line((pick(rng, [c.hosp, c.gp_practice]), "HOSPITAL"), ".")
    else:
        nb.add("Reason: discharge planning - ", pick(rng, ["texture-modified meals at home", "meals on wheels L5",
                                                          "GF prescription", "ONS on repeat"]), ". Discussed with ")
        nb.line(*fam_items(rng, c), ".")
        if c.profession and chance(rng, 0.6):
            nb.line("Carer works as a ", (pick(rng, ["school cook", "nurse", "cleaner", "teacher", "driver"]), "PROFESSION"),
                    " - available evenings only.")
    nb.blank()
    nb.line(pick(rng, ["Background: ", "Hx: ", "Context: "]), pick(rng, CL.DIAGNOSES), "; ",
            pick(rng, ["on HEF since ", "known to service since ", "last seen in clinic "]),
            *date_items(rng, phi.years_ago(rng, d, 0, 5), cc, pick(rng, ["monyear", "year", "num"])), ".")
    nb.line("Current: ", pick(rng, [CL.feed_regimen(rng), pick(rng, CL.SUPPS), CL.kcal_line(rng)]), ".")
    for ln in CL.abbrev_lines(rng, rng.randint(1, 2)):
        nb.line(ln)
    nb.line(pick(rng, ["Advice given verbally, caller verbalised understanding.",
                       "Written info re-sent by post.", "Advised to call back if symptoms worsen or call 111/000/911.",
                       "Safety-netted: if vomiting/aspiration signs attend ED.", "No concerns raised re swallow."]))
    if chance(rng, 0.4):
        nb.blank()
        nb.line("Transcript (brief):")
        spk = (c.nok.first if caller_fam else c.pt.first)
        typ = "FAMILY" if caller_fam else "PATIENT"
        q = rng.randint(0, 3)
        if q == 0:
            nb.line((spk, typ), ": \"she's not had anything since ", (pick(rng, ["tuesday", "Tuesday", "tues"]), "DATE"),
                    ", the box never came\"")
        elif q == 1:
            nb.line((spk, typ), ": \"the machine keeps beeping, i've tried everything\"")
        elif q == 2:
            nb.line((spk, typ), ": \"can he have the jelly or is that too runny?\"")
        else:
            nb.line((spk, typ), ": \"we were told someone would ring back by ", (pick(rng, ["friday", "Friday"]), "DATE"), "\"")
        nb.line("Me: ", pick(rng, ["\"ok, let me check with the company and call you back within the hour\"",
                                   "\"can you read me the number on the back of the pump?\"",
                                   "\"jelly melts to a thin liquid so it isn't safe at level 2\""]))
    nb.blank()
    nb.add("Follow-up: ", pick(rng, ["call back ", "review ", "clinic "]))
    nb.line(*date_items(rng, d + T(days=rng.randint(1, 28)), cc, pick(rng, ["weekday", "wk_dm", "num", "dmon"])))
    nb.add(pick(rng, ["Documented by", "Signed", "Completed by"]), colon(rng),
           *staff_items(rng, c.dietitian, "dietitian", cc, pick(rng, ["full_role", "full", "init_last"])))
    if chance(rng, 0.5):
        nb.add(", ext ", (c.ext, "PHONE"))
    nb.line()
    if chance(rng, 0.3):
        nb.line("cc: ", (c.gp_practice, "HOSPITAL"), " (fax ", (phi.phone(rng, cc), "FAX"), ")")
