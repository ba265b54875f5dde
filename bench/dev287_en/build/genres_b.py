"""Genres: allergen incident reports, food complaint investigations,
enteral feed stock requests."""

import datetime

from core import pick, wpick, chance, sample, colon, rule
import phi
import clinical as CL
import pools_places as PP
from ctx import pt_ref, pt_header_name, staff_items, fam_items, date_items, bedloc_items

T = datetime.timedelta


def _hm(rng, lo=7, hi=20):
    return "%02d:%02d" % (rng.randint(lo, hi), rng.randint(0, 59))


def allergen_incident(rng, nb, c):
    cc = c.cc
    d = c.event
    alg = pick(rng, ["peanut", "tree nut", "sesame", "milk", "egg", "fish", "crustacean", "gluten",
                     "mustard", "celery", "soya", "lupin", "kiwi"])
    dish = pick(rng, ["satay chicken skewers", "pesto pasta", "Thai green curry", "korma",
                      "fish pie", "egg-fried rice", "bread roll (seeded)", "coleslaw",
                      "sponge pudding", "hummus wrap", "Waldorf salad", "Bakewell tart",
                      "Caesar salad", "prawn mayonnaise sandwich", "Welsh rarebit"])
    rx = pick(rng, CL.REACTIONS)
    us = cc in ("US", "CA")
    nb.line(pick(rng, ["PATIENT SAFETY INCIDENT REPORT - FOOD ALLERGEN",
                       "Patient Safety Event Report: Food/Nutrition" if us else "Incident Report (IR1) - Catering",
                       "ALLERGEN INCIDENT - INVESTIGATION SUMMARY", "Clinical Incident Notification"]))
    nb.line("Ref", colon(rng), (phi.idnum(rng, "incident"), "IDNUM"), "    Reported", colon(rng),
            *date_items(rng, d + T(days=rng.randint(0, 1)), cc), " ", _hm(rng))
    hh, mm = rng.randint(7, 18), rng.randint(0, 44)
    t0 = "%02d:%02d" % (hh, mm)
    t1 = "%02d:%02d" % (hh, mm + rng.randint(5, 15))
    nb.line("Incident date/time", colon(rng), *date_items(rng, d, cc), " ", t0)
    nb.line("Location", colon(rng), (c.hosp, "HOSPITAL"), " > ", (c.ward, "HOSPITAL"), " > ", *bedloc_items(rng, c))
    nb.line("Category: Diet & nutrition / allergen exposure    Harm: ",
            pick(rng, ["No harm (near miss)", "Low", "Moderate", "Severe", "Moderate - treatment required"]))
    nb.line(rule(rng))
    nb.add("Person affected", colon(rng), (pt_header_name(rng, c), "PATIENT"), " (")
    nb.add(*phi.age_items(rng, c.age, c.pt.sex, pick(rng, ["sexletter", "yo", "yrs"])))
    nb.line(")  ", c.mrn_label, " ", (c.mrn, "MRN"))
    nb.add("Documented allergy", colon(rng), alg, " (", rx, ")")
    if chance(rng, 0.6):
        nb.add(" - on allergy record since ", *date_items(rng, phi.years_ago(rng, d, 1, 12), cc,
                                                          pick(rng, ["monyear", "year", "num"])))
    nb.line("; red wristband ", pick(rng, ["in situ", "NOT in situ", "in situ, purple tray mat used"]))
    nb.blank()
    nb.line("Description of incident:")
    nb.add("On ", *date_items(rng, d, cc, pick(rng, ["wk_long", "dmon", "num"])), " at approx ", t0, " ")
    nb.add(*pt_ref(rng, c), " was served ", dish, " from the ", pick(rng, ["lunch", "supper", "evening"]),
           " trolley. ")
    nb.add("The tray ticket was marked \"", alg.upper(), " FREE\" but the dish contained ", alg, " (",
           pick(rng, ["supplier recipe change", "cross-contact at plating", "wrong tray delivered",
                      "substituted sauce", "garnish added at ward level", "unlabelled dessert"]), "). ")
    nb.add("Pt ate ", pick(rng, ["2-3 mouthfuls", "approximately half", "one bite", "a spoonful"]),
           " then reported ", rx, ". ")
    nb.add(pick(rng, ["Nurse in charge ", "Staff nurse ", "HCA ", "RN "]))
    nb.add(*staff_items(rng, c.nurse, "nurse", cc, pick(rng, ["full", "first", "init_last"])))
    nb.add(" called ", pick(rng, ["the MET team", "a rapid response", "the medical registrar", "2222", "code blue"]))
    nb.line(". Adrenaline 500 micrograms IM at %s%s; chlorphenamine 10 mg IV; hydrocortisone 200 mg IV. "
            "Obs: HR %d, BP %d/%d, SpO2 %d%% on RA, NEWS2 %d." % (
                t1, pick(rng, ["", ", repeated after 5 min"]), rng.randint(95, 140),
                rng.randint(78, 110), rng.randint(40, 70), rng.randint(88, 97), rng.randint(2, 9)))
    nb.add("Reviewed by ", *staff_items(rng, c.doctor, "doctor", cc), ". ")
    nb.line(pick(rng, ["Mast cell tryptase sent x3 (0h, 1-2h, 24h).", "Observed 6 hours, no biphasic reaction.",
                       "Transferred to HDU for monitoring.", "Symptoms resolved within 40 min.",
                       "Epi-pen x2 prescribed for discharge."]))
    nb.blank()
    nb.line("Immediate actions:")
    nb.line(" - Tray retained; remaining food bagged, labelled and chilled (", pick(rng, CL.EQUIPMENT), ").")
    nb.line(" - Product/batch retained: ", pick(rng, CL.BATCH), ".")
    nb.add(" - Catering manager ", *staff_items(rng, c.catmgr, "catmgr", cc, pick(rng, ["full", "init_last"])),
           " informed")
    if chance(rng, 0.6):
        nb.add(" (", (c.kitchen_phone, "PHONE"), ")")
    nb.line(".")
    if chance(rng, 0.6):
        sup = PP.supplier(rng)
        nb.line(" - Supplier ", (sup, "ORGANIZATION"), " contacted ", *date_items(rng, d + T(days=1), cc),
                "; spec sheet v", str(rng.randint(2, 6)), " received (", alg, " added as ingredient).")
    nb.blank()
    nb.line("Contributing factors:")
    for f in sample(rng, ["Recipe substitution not communicated by supplier.",
                          "Agency ward host unfamiliar with allergen folder.",
                          "Meal ordering system did not flag diet code change.",
                          "Tray ticket printed before allergy recorded.",
                          "Verbal handover only at shift change (14:00).",
                          "Allergen matrix out of date (v3.1 vs v3.2).",
                          "Patient moved beds during meal service.",
                          "Family brought in food - not checked."], rng.randint(2, 3)):
        nb.line(" * ", f)
    if chance(rng, 0.45):
        nb.line("Time & attendance check: server on shift per biometric clock record ", (phi.bioid(rng), "BIOID"),
                " (", _hm(rng, 6, 8), "-", _hm(rng, 14, 15), ").")
    if chance(rng, 0.5):
        nb.add("Meal order audit: order keyed by user ", (phi.username(rng, c.host), "USERNAME"))
        if chance(rng, 0.6):
            nb.add(" from ", (phi.ipaddr(rng), "IPADDR"))
        nb.line(" at ", _hm(rng, 8, 11), ".")
    nb.blank()
    nb.add(pick(rng, ["Duty of candour:", "Open disclosure:", "Disclosure:"]), " discussed with ")
    if c.age < 18:
        nb.add(pick(rng, ["mother " if c.nok.sex == "F" else "father ", "parent ", "parents - "]),
               (c.nok.full(), "FAMILY"))
    else:
        nb.add("patient and ", *fam_items(rng, c))
    nb.add(" on ", *date_items(rng, d + T(days=rng.randint(0, 3)), cc))
    if chance(rng, 0.5):
        nb.add("; letter sent ", *date_items(rng, d + T(days=rng.randint(4, 10)), cc))
    nb.line(".")
    if c.age < 18 and chance(rng, 0.7):
        nb.line("School (", (pick(rng, PP.TOWNS[cc]) + pick(rng, [" Primary School", " National School", " Elementary School",
                                                       " Public School", " Montessori", " Junior School"]), "ORGANIZATION"),
                ") allergy plan requested by paediatric dietitian.")
    if chance(rng, 0.4):
        nb.line("External: EHO notified (local authority ref ", (phi.idnum(rng, "incident"), "IDNUM"),
                "); FSA alert checked - no recall.")
    nb.line(rule(rng))
    nb.add("Reported by", colon(rng), *staff_items(rng, c.nurse, "nurse", cc, "full_role"))
    nb.line(", ext ", (c.ext, "PHONE"))
    nb.add("Handler", colon(rng), *staff_items(rng, c.catmgr, "catmgr", cc, "full"))
    if chance(rng, 0.5):
        nb.add(", ", (phi.email_person(rng, c.catmgr), "EMAIL"))
    nb.line()
    nb.line("Witnesses", colon(rng), (phi.name_form(rng, c.host, "full"), "DOCTOR"), " (ward host), ",
            (phi.name_form(rng, c.chef, pick(rng, ["full", "init_last"])), "DOCTOR"), " (diet cook)")


def food_complaint(rng, nb, c):
    cc = c.cc
    d = c.event
    disch = c.admit + T(days=rng.randint(3, 20))
    recv = disch + T(days=rng.randint(2, 30))
    ref = phi.idnum(rng, "complaint")
    fam = c.nok
    ftitle = "Mrs" if fam.sex == "F" else "Mr"
    if chance(rng, 0.55):
        nb.line(pick(rng, ["COMPLAINT INVESTIGATION - PATIENT CATERING", "Complaint Investigation Record",
                           "PALS / Complaints: food & nutrition concern", "Patient Feedback Investigation"]))
        nb.line("Complaint ref", colon(rng), (ref, "IDNUM"), "   Received", colon(rng),
                *date_items(rng, recv, cc), " via ", pick(rng, ["email", "letter", "telephone", "web form", "PALS"]))
        nb.line("Complainant", colon(rng), (fam.full(), "FAMILY"), " (", c.nok_rel, ")")
        nb.line("Address", colon(rng), *phi.addr_items(rng, c.addr))
        nb.add("Tel", colon(rng), (c.nok_phone, "PHONE"))
        if chance(rng, 0.7):
            nb.add("   Email", colon(rng), (phi.email_person(rng, fam), "EMAIL"))
        nb.line()
        nb.add("Patient", colon(rng), (pt_header_name(rng, c), "PATIENT"), ", DOB ", *date_items(rng, c.dob, cc),
               ", ", c.mrn_label, " ", (c.mrn, "MRN"))
        nb.line()
        nb.line("Episode", colon(rng), (c.ward, "HOSPITAL"), ", ", (c.hosp, "HOSPITAL"), ", ",
                *date_items(rng, c.admit, cc, "num"), " - ", *date_items(rng, disch, cc, "num"))
        if chance(rng, 0.6):
            nb.line("Consent: patient consent form signed ", *date_items(rng, recv + T(days=2), cc), ".")
        nb.line(rule(rng))
        nb.line("Summary of concerns:")
        concerns = sample(rng, [
            "meals left out of reach and removed uneaten",
            "halal meal not provided despite request on admission",
            "food arrived cold on several occasions",
            "received a normal diet while on a pureed (IDDSI 4) plan",
            "no assistance with feeding although red tray in use",
            "gluten-free diet not provided - given ordinary toast",
            "water jug not refilled, signs of dehydration",
            "dentures lost so could not eat the meals provided",
            "vegetarian meal contained ham",
            "protected mealtimes interrupted by ward round",
        ], rng.randint(2, 4))
        for i, cn in enumerate(concerns, 1):
            nb.line(" %d. %s" % (i, cn[0].upper() + cn[1:]), pick(rng, [".", "", "; see letter."]))
        if c.profession and chance(rng, 0.6):
            nb.line("Complainant notes ", pick(rng, ["Dad", "Mum", "the patient", "my relative"]), " was a ",
                    (c.profession.replace("retired ", ""), "PROFESSION"), " and \"knows what good food looks like\".")
        nb.blank()
        nb.line("Investigation:")
        nb.add(" - Meal ordering audit: order for ", *bedloc_items(rng, c), " placed by user ",
               (phi.username(rng, c.host), "USERNAME"))
        if chance(rng, 0.6):
            nb.add(" from terminal ", (phi.ipaddr(rng), "IPADDR"))
        nb.line(" at ", _hm(rng, 9, 11), "; diet code changed ", pick(rng, ["HAL->N", "L4->N", "GF->N", "V->N"]),
                " on ", *date_items(rng, c.admit + T(days=1), cc, pick(rng, ["dm", "num"])), ".")
        nb.line(" - Trolley log: departed kitchen ", pick(rng, CL.FOOD_TEMPS), "°C, arrived ward ",
                pick(rng, ["58.0", "61.4", "64.2", "69.0", "55.3"]), "°C (", pick(rng, ["within", "below"]),
                " target >63°C).")
        nb.add(" - Statement from ward host ", (phi.name_form(rng, c.host, pick(rng, ["full", "first"])), "DOCTOR"))
        nb.line(": ", pick(rng, ["was covering two wards", "was not told about the diet change",
                                "believed the patient was NBM", "recalls offering a sandwich"]), ".")
        nb.add(" - Dietetic notes reviewed with ", *staff_items(rng, c.dietitian, "dietitian", cc, "full_role"))
        nb.line("; ", pick(rng, CL.SCORES), " on admission, ", pick(rng, ["ONS prescribed", "no referral made",
                                                                        "referral made day 4"]), ".")
        nb.line(" - ", CL.hard_negative_sentence(rng))
        nb.blank()
        nb.line("Outcome: ", pick(rng, ["Upheld", "Partially upheld", "Not upheld"]), ". Actions: ",
                pick(rng, ["host training on diet codes", "introduce photo menu for L4",
                           "halal flag made mandatory field", "weekly audit of red trays x3/12"]), ".")
        nb.add("Investigating officer", colon(rng), *staff_items(rng, c.catmgr, "catmgr", cc, "full_role"))
        nb.line()
        nb.line("Response sent ", *date_items(rng, recv + T(days=rng.randint(14, 35)), cc), " by ",
                (phi.name_form(rng, c.doctor, "full"), "DOCTOR"), ", Head of Patient Experience")
        return
    # response letter
    nb.line((c.hosp, "HOSPITAL"))
    nb.line(pick(rng, ["Patient Experience Team", "Complaints Department", "Office of the Chief Executive",
                       "Patient Relations"]))
    ha = phi.address(rng, cc, c.town)
    nb.line(*phi.addr_items(rng, ha, multiline=True, with_country=False))
    nb.line("Tel: ", (c.hosp_phone, "PHONE"), "   Email: ", (phi.email_role(rng, c.hosp), "EMAIL"))
    if chance(rng, 0.5):
        nb.line((phi.url(rng, c.hosp), "URL"))
    nb.blank()
    nb.line(*date_items(rng, recv + T(days=rng.randint(10, 30)), cc, "long_us" if cc in ("US", "CA") else pick(rng, ["ord", "long"])))
    nb.blank()
    nb.line(pick(rng, ["PRIVATE & CONFIDENTIAL", "Private and Confidential", ""]))
    nb.line(ftitle, " ", (fam.full(), "FAMILY"))
    nb.line(*phi.addr_items(rng, c.addr, multiline=True))
    nb.blank()
    nb.line("Our ref: ", (ref, "IDNUM"))
    nb.blank()
    nb.line("Dear ", ftitle, " ", (fam.last, "FAMILY"), ",")
    nb.blank()
    nb.add("Re: ", (phi.name_form(rng, c.pt, "full"), "PATIENT"), pick(rng, [", date of birth ", " - DOB "]),
           *date_items(rng, c.dob, cc, pick(rng, ["long", "num"])))
    nb.line()
    nb.blank()
    nb.add("Thank you for your ", pick(rng, ["letter", "email", "telephone call"]), " of ",
           *date_items(rng, recv, cc, pick(rng, ["long", "dmon", "long_us" if cc in ("US", "CA") else "ord"])),
           " about the food and drink your ", c.nok_rel if c.nok_rel not in ("neighbour", "friend", "carer", "partner") else "relative",
           " received on ", (c.ward, "HOSPITAL"), " between ", *date_items(rng, c.admit, cc, "dmon"), " and ",
           *date_items(rng, disch, cc, "dmon"), ". ")
    nb.line("I am sorry that ", pick(rng, ["you felt the need to complain", "your experience fell short",
                                          "the care we provided did not meet your expectations"]), ".")
    nb.blank()
    nb.add("Our Catering Manager, ", (c.catmgr.full(), "DOCTOR"), ", and the ward dietitian, ",
           (c.dietitian.full(), "DOCTOR"), ", have reviewed the meal records. ")
    nb.add(pick(rng, ["They found that", "The records show that"]), " ",
           pick(rng, ["the halal flag had been removed when the patient moved beds",
                      "a normal diet was issued on two occasions instead of the pureed (Level 4) meals",
                      "several meals were recorded as 'refused' when the tray had been left out of reach",
                      "the gluten-free bread supply ran out over the weekend",
                      "the hot trolley was delayed by approximately 40 minutes at lunch"]), ". ")
    nb.line(pick(rng, ["This should not have happened.", "I apologise unreservedly.", "We have apologised to the staff concerned and retrained them."]))
    nb.blank()
    if chance(rng, 0.5):
        nb.add("You mentioned that ", *pt_ref(rng, c, "title_last"), " used to work as a ",
               (c.profession.replace("retired ", "") if c.profession else "cook", "PROFESSION"),
               " and took pride in a good meal; ")
        nb.line("we have shared your letter with the kitchen team at ", (PP.contractor(rng), "ORGANIZATION"),
                ", who run our patient dining service.")
        nb.blank()
    nb.line("If you remain dissatisfied you may contact the ", pick(rng, {
        "UK": ["Parliamentary and Health Service Ombudsman"], "IE": ["Office of the Ombudsman", "HSE Your Service Your Say"],
        "AU": ["Health Care Complaints Commission", "Health Complaints Commissioner"],
        "CA": ["Patient Ombudsman"], "US": ["state Department of Health", "Joint Commission"]}[cc]), ".")
    nb.blank()
    nb.line(pick(rng, ["Yours sincerely,", "Yours sincerely", "Sincerely,", "Kind regards,"]))
    nb.blank()
    nb.line((phi.name_form(rng, c.doctor, pick(rng, ["full", "mid"])), "DOCTOR"))
    nb.line(pick(rng, ["Head of Patient Experience", "Director of Nursing", "Chief Executive",
                       "Patient Relations Manager"]))
    if chance(rng, 0.4):
        nb.line("cc: ", (c.catmgr.full(), "DOCTOR"), "; ", (c.gp_practice, "HOSPITAL"))


_STOCK = [("FD1002", "%s 500 ml pack", "packs"), ("FD1015", "%s 1000 ml pack", "packs"),
          ("GS-ENF", "ENFit giving set (pump)", "each"), ("SYR60", "ENFit 60 ml syringe", "each"),
          ("SYR20", "ENFit 20 ml syringe", "each"), ("EXT-12", "Extension set 12Fr", "each"),
          ("PH-STR", "pH indicator strips", "tubes"), ("WIPE", "Sterile water 1 L", "bottles"),
          ("BAG-ST", "Feed bag stand", "each"), ("TAPE", "Fixation tape", "rolls"),
          ("ONS-C", "VitaSip Compact 125 ml", "bottles"), ("THK", "GelThik Clear 125 g tub", "tubs")]


def enteral_stock_request(rng, nb, c):
    cc = c.cc
    d = c.event
    feed = pick(rng, CL.FEEDS)
    comp = PP.nutrition_company(rng)
    home = chance(rng, 0.65)
    if home:
        nb.line(pick(rng, ["HOME ENTERAL FEEDING - PRESCRIPTION / STOCK REQUEST", "HEF Order Form",
                           "Home Enteral Nutrition: Supplies Order", "HOMECARE FEED & ANCILLARY REQUEST"]))
        nb.line("To: ", (comp, "ORGANIZATION"), " Customer Services   Fax: ", (phi.phone(rng, cc), "FAX"))
        if chance(rng, 0.6):
            nb.line("Email: ", (phi.email_role(rng, comp, "orders"), "EMAIL"), "   Online: ", (phi.url(rng, comp), "URL"))
        nb.line("Account no", colon(rng), (phi.account(rng, cc), "ACCOUNT"), "   Requisition", colon(rng),
                (phi.idnum(rng, "req"), "IDNUM"))
        nb.line(rule(rng))
        nb.line("Patient", colon(rng), (pt_header_name(rng, c), "PATIENT"), "   DOB", colon(rng),
                *date_items(rng, c.dob, cc))
        nb.line(c.hp_label, colon(rng), (c.hp, "HEALTHPLAN"), "   ", c.mrn_label, colon(rng), (c.mrn, "MRN"))
        if chance(rng, 0.35):
            nb.line(c.ssn_label, colon(rng), (c.ssn, "SSN"), pick(rng, ["  (for funding claim)", "", "  - verified"]))
        if chance(rng, 0.3):
            nb.line("Delivery to", colon(rng), (PP.care_home(rng, cc), "HOSPITAL"), " (care home)")
        nb.line("Delivery address", colon(rng), *phi.addr_items(rng, c.addr))
        nb.line("Contact tel", colon(rng), (phi.phone(rng, cc, mobile=True), "PHONE"), pick(rng, [
            "  (pt)", "  (" + c.nok_rel + ")", ""]))
        nb.add("GP", colon(rng), *staff_items(rng, c.gp, "doctor", cc), ", ", (c.gp_practice, "HOSPITAL"))
        nb.line()
        nb.line("Delivery requested", colon(rng), *date_items(rng, d + T(days=rng.randint(2, 9)), cc,
                                                               pick(rng, ["wk_num", "wk_long", "num"])),
                pick(rng, [" (AM)", " - please phone 30 min before", " any time", ""]))
    else:
        nb.line(pick(rng, ["WARD ENTERAL FEED STOCK REQUISITION", "Enteral Feed Stock Top-Up",
                           "Pharmacy/Stores: Enteral Feeds"]), " - ", (c.ward, "HOSPITAL"))
        nb.line((c.hosp, "HOSPITAL"), "   Date", colon(rng), *date_items(rng, d, cc))
        nb.line("Requisition", colon(rng), (phi.idnum(rng, "req"), "IDNUM"), "   Cost centre: ",
                pick(rng, ["CC4410", "W-2291", "7720-NUT", "DIET01"]))
        nb.line(rule(rng))
    nb.line("Code     | Item                              | Qty | Unit")
    for code, item, unit in sample(rng, _STOCK, rng.randint(4, 7)):
        nm = item % feed if "%s" in item else item
        nb.line("%-8s | %-33s | %3d | %s" % (code, nm, pick(rng, [10, 14, 28, 30, 56, 60, 2, 4]), unit))
    nb.blank()
    nb.line("Regimen: ", CL.feed_regimen(rng))
    if home:
        nb.add("Pump: ", pick(rng, CL.PUMPS), " SN ", (phi.device_serial(rng, "pump"), "DEVICE"))
        nb.line(" - service due ", *date_items(rng, d + T(days=rng.randint(30, 300)), cc, pick(rng, ["monyear", "num"])))
        nb.add("Tube: ", pick(rng, CL.TUBES), " placed ", *date_items(rng, phi.years_ago(rng, d, 0, 6), cc,
                                                                       pick(rng, ["monyear", "num", "short"])))
        nb.line(pick(rng, ["; balloon water checked weekly (5 ml)", "; rotate/advance weekly",
                           "; next change due 3/12", ""]))
        nb.add("Prescription ref", colon(rng), (phi.idnum(rng, "rx"), "IDNUM"))
        nb.line("   Funding: ", pick(rng, {"UK": ["ICB", "CCG", "private"], "IE": ["HSE community scheme", "GMS", "private"],
                                              "AU": ["NDIS", "state HEN program", "private"], "CA": ["ADP", "NIHB", "private"],
                                              "US": ["Medicare Part B", "Medicaid", "commercial"]}[cc]))
        nb.add("Authorised by", colon(rng), *staff_items(rng, c.dietitian, "dietitian", cc, "full_role"))
        lab, val = phi.license_no(rng, cc, {"UK": "HCPC", "IE": "CORU", "AU": "APD", "CA": "CDO", "US": "CDR"}[cc])
        nb.line("  ", lab, " ", (val, "LICENSE"), "  tel ", (c.hosp_phone, "PHONE"))
        if chance(rng, 0.7):
            drv = phi.person(rng, cc)
            nb.line(rule(rng))
            nb.add("DELIVERY CONFIRMATION: delivered ", *date_items(rng, d + T(days=rng.randint(3, 10)), cc),
                   " ", _hm(rng, 8, 18), " by driver ", (phi.name_form(rng, drv, pick(rng, ["full", "first_init", "first"])), "FAMILY"))
            nb.line(", vehicle ", (phi.vehicle(rng, cc), "VEHICLE"), ".")
            nb.add("Signed for by: ")
            if chance(rng, 0.5):
                nb.add((c.nok.full(), "FAMILY"), " (", c.nok_rel, ")")
            else:
                nb.add((phi.name_form(rng, c.pt, pick(rng, ["full", "initials", "last"])), "PATIENT"), " (patient)")
            nb.line(pick(rng, ["", " - 2 boxes left in garage as requested", " - stock rotated, old stock exp. checked"]))
            nb.line("Consignment: ", (phi.idnum(rng, "delivery"), "IDNUM"), "  POD photo on file")
    else:
        nb.line("Current patients on feed:")
        for _ in range(rng.randint(2, 5)):
            p = phi.person(rng, cc)
            nb.line(" - bed ", (str(rng.randint(1, 30)), "LOCATION_OTHER"), " ",
                    (phi.name_form(rng, p, pick(rng, ["surname_init", "init_last", "LAST_first"])), "PATIENT"),
                    ": ", pick(rng, CL.FEEDS), " ", pick(rng, ["1000 ml", "1500 ml", "bolus 250 ml x4", "top-up 500 ml"]),
                    pick(rng, ["", " (NG)", " (PEG)", " (RIG)", " - weaning"]))
        nb.add("Requested by", colon(rng), *staff_items(rng, c.nurse, "nurse", cc))
        nb.line("  ext ", (c.ext, "PHONE"))
        nb.line("Picked by stores: ", (phi.name_form(rng, c.host, "initials"), "DOCTOR"), "  ",
                *date_items(rng, d, cc, "num"), " ", _hm(rng))
        if chance(rng, 0.4):
            nb.line("Supplier back-order: ", (comp, "ORGANIZATION"), " - ", feed, " out of stock until ",
                    *date_items(rng, d + T(days=rng.randint(3, 14)), cc), "; substitute approved by dietitian.")
