"""Genres: special diet order forms, ward meal ordering records, IDDSI requests."""

import datetime

from core import pick, wpick, chance, sample, colon, rule
import phi
import clinical as CL
import pools_places as PP
from ctx import pt_ref, pt_header_name, staff_items, fam_items, date_items, bedloc_items

T = datetime.timedelta


def _tick(rng, label, on):
    return "%s %s\n" % (pick(rng, ["[x]", "[X]", "(x)", "☒"]) if on else pick(rng, ["[ ]", "( )", "☐"]), label)


def _hosp_header(rng, nb, c):
    nb.line((c.hosp, "HOSPITAL"))
    if chance(rng, 0.35):
        a = phi.address(rng, c.cc, c.town)
        nb.line(*phi.addr_items(rng, a, with_country=False))
    if chance(rng, 0.5):
        nb.line("Tel ", (c.hosp_phone, "PHONE"), pick(rng, ["  |  Fax ", "   Fax: ", " / fax "]),
                (c.fax, "FAX"))


def special_diet_order(rng, nb, c):
    cc = c.cc
    lay = "us" if cc == "US" or (cc == "CA" and chance(rng, 0.4)) else pick(rng, ["form", "form", "memo"])
    req = c.event
    if lay == "form":
        _hosp_header(rng, nb, c)
        nb.line(pick(rng, ["CATERING DEPARTMENT - SPECIAL DIET REQUEST",
                           "SPECIAL DIET REQUEST FORM (Diet Kitchen copy)",
                           "Therapeutic Diet Notification - Catering Services",
                           "DIET KITCHEN: NEW SPECIAL DIET"]))
        if chance(rng, 0.5):
            nb.line("(Send to Diet Kitchen by fax ", (phi.phone(rng, cc), "FAX"), " or email ",
                    (phi.email_role(rng, c.hosp), "EMAIL"), ")")
        nb.line(rule(rng))
        nb.line("Patient name", colon(rng), (pt_header_name(rng, c), "PATIENT"))
        nb.line(c.mrn_label, colon(rng), (c.mrn, "MRN"), "     ", c.hp_label, colon(rng), (c.hp, "HEALTHPLAN"))
        nb.add("DOB", colon(rng), *date_items(rng, c.dob, cc, pick(rng, ["num", "num", "short", "dots"])))
        if chance(rng, 0.7):
            nb.add("   Age", colon(rng), (str(c.age), "AGE"))
        nb.line("   Sex: ", c.pt.sex)
        nb.line("Ward", colon(rng), (c.ward, "HOSPITAL"), "   ", *bedloc_items(rng, c))
        nb.line("Consultant", colon(rng), *staff_items(rng, c.doctor, "doctor", cc))
        nb.line("Date of request", colon(rng), *date_items(rng, req, cc), "   Time: ",
                "%02d:%02d" % (rng.randint(7, 19), pick(rng, [0, 5, 15, 20, 30, 40, 45, 55])))
        nb.line(rule(rng))
        nb.line("Diet required (tick all that apply):")
        ds = sample(rng, CL.DIETS, rng.randint(4, 7))
        chosen = set(i for i in range(len(ds)) if chance(rng, 0.35)) or {0}
        for i, d in enumerate(ds):
            nb.add(_tick(rng, "%s  %s" % (d[0], d[1]), i in chosen))
        nb.line("Food allergies / intolerances", colon(rng),
                pick(rng, ["NKFA", "none known", CL.allergen_line(rng), CL.allergen_line(rng)]))
        nb.add("Reason / diagnosis", colon(rng), pick(rng, CL.DIAGNOSES))
        if chance(rng, 0.6):
            nb.add(" (diagnosed ", *date_items(rng, phi.years_ago(rng, req, 1, 30), cc,
                                               pick(rng, ["year", "monyear"])), ")")
        nb.blank()
        fd, dr = CL.iddsi_food(rng), CL.iddsi_drink(rng)
        nb.line("Texture: IDDSI food L%s %s / drinks L%s %s" % (fd[0], fd[1], dr[0], dr[1]))
        nb.add("Preferences / comments", colon(rng))
        r = rng.random()
        if r < 0.3 and c.profession:
            if c.profession.startswith("retired "):
                nb.add("Pt is a retired ", (c.profession[8:], "PROFESSION"), ", very particular about food. ")
            else:
                nb.add("Pt is a ", (c.profession, "PROFESSION"), ", very particular about food. ")
        elif r < 0.6:
            nb.add(*fam_items(rng, c), " will bring in own ", pick(rng, ["GF bread", "oat milk",
                                                                      "halal snacks", "soya yoghurts"]), ". ")
        nb.line(pick(rng, ["Dislikes fish.", "Small portions please.", "Likes tea with 2 sugars.",
                           "No pork.", "Prefers sandwiches at supper.", "Needs adapted cutlery.",
                           "Red tray - needs assistance.", "Ate ~25% of meals last 3 days."]))
        if chance(rng, 0.5):
            nb.line("Supplements: ", pick(rng, CL.SUPPS))
        nb.line(rule(rng))
        nb.add("Requested by", colon(rng), *staff_items(rng, c.dietitian, "dietitian", cc))
        if chance(rng, 0.5):
            lab, val = phi.license_no(rng, cc, {"UK": "HCPC", "IE": "CORU", "AU": "APD",
                                                  "CA": "CDO", "US": "CDR"}[cc])
            nb.add("  (", lab, " ", (val, "LICENSE"), ")")
        nb.line("  bleep/ext ", (c.ext, "PHONE"))
        nb.add("Received in diet kitchen by", colon(rng), *staff_items(rng, c.chef, "chef", cc), " on ",
               *date_items(rng, req, cc, "num"))
        nb.line(" at %02d:%02d" % (rng.randint(7, 19), rng.randint(0, 59)))
        nb.line("Kitchen ref", colon(rng), (phi.idnum(rng, "order"), "IDNUM"),
                pick(rng, ["", "   (entered on menu system)", "   (tray ticket updated)"]))
        if chance(rng, 0.4):
            nb.line("Review", colon(rng), *date_items(rng, req + T(days=rng.randint(3, 14)), cc))
        if chance(rng, 0.4):
            nb.line(CL.hard_negative_sentence(rng))
        return
    if lay == "us":
        nb.line(pick(rng, ["NUTRITION SERVICES - DIET ORDER", "DIET ORDER / TRAY TICKET PROFILE",
                           "Food & Nutrition Services :: Therapeutic Diet Order"]))
        nb.line((c.hosp, "HOSPITAL"), " | ", (c.town, "CITY"), ", ", (c.addr["state_abbr"], "STATE"))
        nb.line("Order #", colon(rng), (phi.idnum(rng, "order"), "IDNUM"), "    Encounter",
                colon(rng), (c.acct, "ACCOUNT"))
        nb.add("Patient", colon(rng), (phi.name_form(rng, c.pt, pick(rng, ["LAST_first", "LAST_first_mi",
                                                                        "last_first"])), "PATIENT"))
        nb.add("   ", c.mrn_label, colon(rng), (c.mrn, "MRN"))
        if chance(rng, 0.3):
            nb.add("   ", c.ssn_label, colon(rng), (c.ssn, "SSN"))
        nb.line()
        nb.line("DOB: ", *date_items(rng, c.dob, cc, "num"), " (", (str(c.age), "AGE"), "y ", c.pt.sex, ")",
                "   Room: ", (c.room, "LOCATION_OTHER"), "   Unit: ", (c.ward, "HOSPITAL"))
        nb.add("Ordering provider: ", *staff_items(rng, c.doctor, "doctor", cc))
        lab, val = phi.license_no(rng, cc, "NPI") if cc == "US" else phi.license_no(rng, cc, "CPSO")
        nb.line("  ", lab, " ", (val, "LICENSE"))
        d1 = CL.diet(rng)
        d2 = CL.diet(rng)
        nb.line("Diet: %s; %s" % (d1[1], d2[1]))
        nb.line("Fluid restriction: %s" % pick(rng, ["none", "1500 mL/day", "1.2 L", "2000 mL", "N/A"]))
        nb.line("Food allergies: ", pick(rng, ["NKFA", CL.allergen_line(rng), "see allergy banner",
                                               CL.allergen_line(rng)]))
        nb.line("Start: ", *date_items(rng, req, cc), " %02d:%02d   Stop: until discontinued" % (
            rng.randint(0, 23), rng.randint(0, 59)))
        if chance(rng, 0.5):
            hl, hv = phi.healthplan(rng, cc)
            nb.line("Payer: ", pick(rng, ["Medicare A", "BCBS PPO", "Medicaid MCO", "Aetna HMO", "self-pay",
                                          "OHIP", "Blue Cross"]), "  ", hl, " ", (hv, "HEALTHPLAN"))
        nb.add("Comments: ", pick(rng, ["Pt requests", "Family requests", "Per RN,"]), " ")
        nb.line(pick(rng, ["no red meat.", "double protein at breakfast.", "cold beverages only.",
                           "kosher-style if possible.", "send extra graham crackers HS.",
                           "small portions - early satiety.", "no caffeine after 1500."]))
        for ln in CL.abbrev_lines(rng, rng.randint(1, 2)):
            nb.line(ln)
        nb.add("Verified by: ", *staff_items(rng, c.dietitian, "dietitian", cc, "full"), ", RDN")
        if chance(rng, 0.6):
            lab, val = phi.license_no(rng, cc, "CDR" if cc == "US" else "CDO")
            nb.add("  ", lab, " ", (val, "LICENSE"))
        nb.line("  pager ", (c.ext, "PHONE"))
        nb.line("Tray ticket printed ", *date_items(rng, req, cc, "num"), " %02d:%02d by user " % (
            rng.randint(6, 18), rng.randint(0, 59)), (phi.username(rng, c.na), "USERNAME"))
        return
    # memo / e-mail style
    nb.line("From: ", (phi.email_person(rng, c.nurse), "EMAIL"))
    nb.line("To: ", (phi.email_role(rng, c.hosp), "EMAIL"))
    nb.line("Sent: ", *date_items(rng, req, cc, pick(rng, ["wk_long", "long", "num"])),
            " %02d:%02d" % (rng.randint(7, 21), rng.randint(0, 59)))
    nb.line("Subject: special diet - ", (c.ward_short, "HOSPITAL"), " bed ", (c.bed, "LOCATION_OTHER"))
    nb.blank()
    nb.line(pick(rng, ["Hi diet kitchen,", "Hello,", "Dear Catering team,", "Hiya,"]))
    nb.blank()
    dd = CL.diet(rng)
    nb.add("Please can you set up a ", dd[1][0].lower() + dd[1][1:], " diet for ", *pt_ref(rng, c, "title_full"),
           " (", c.mrn_label, " ", (c.mrn, "MRN"), ", DOB ", *date_items(rng, c.dob, cc), ") on ",
           (c.ward, "HOSPITAL"), ", ", *bedloc_items(rng, c), ". ")
    nb.add(pick(rng, ["Admitted ", "Came up from AMU ", "Transferred from ED "]),
           *date_items(rng, c.admit, cc, pick(rng, ["dm", "wk_dm", "num"])), " with ", pick(rng, CL.DIAGNOSES), ". ")
    nb.line("Allergies: ", pick(rng, ["NKDA, NKFA", CL.allergen_line(rng)]), ".")
    nb.blank()
    if chance(rng, 0.6):
        nb.line(pick(rng, ["Her ", "His ", "The "]), c.nok_rel, " ", (c.nok.first, "FAMILY"),
                " says ", pick(rng, ["they only eat", "they like", "they will not touch"]), " ",
                CL.meal(rng), ". Can be contacted on ", (c.nok_phone, "PHONE"), ".")
    r = rng.random()
    if r < 0.33:
        nb.add("Dietitian is aware")
    elif r < 0.66:
        nb.add("Dietitian to see ", (pick(rng, ["Monday", "Mon", "Tuesday"]), "DATE"))
    else:
        nb.add("Not yet seen by dietitian")
    nb.line(" (", (c.dietitian.full(), "DOCTOR"), ").")
    nb.blank()
    nb.line(pick(rng, ["Thanks", "Many thanks", "Cheers", "Kind regards"]), ",")
    nb.line((phi.name_form(rng, c.nurse, pick(rng, ["full", "first"])), "DOCTOR"))
    nb.line(pick(rng, ["Staff Nurse", "Ward Sister", "Charge Nurse", "CNM2", "RN"]), ", ", (c.ward, "HOSPITAL"),
            ", ext ", (c.ext, "PHONE"))


def ward_meal_order(rng, nb, c):
    cc = c.cc
    d = c.event
    svc = pick(rng, ["Breakfast", "Lunch", "Supper", "Lunch", "Evening meal", "Dinner"])
    nb.line(pick(rng, ["WARD MEAL ORDER", "Patient Meal Order Summary", "MENU ORDER - KITCHEN COPY",
                       "Ward Menu Collation Sheet"]), " - ", (c.ward, "HOSPITAL"), " - ", svc)
    nb.line((c.hosp, "HOSPITAL"), "   ", *date_items(rng, d, cc, pick(rng, ["wk_num", "wk_long", "num", "iso"])))
    nb.line("Menu cycle: week %d  day %d   Covers: %d" % (rng.randint(1, 4), rng.randint(1, 7), rng.randint(12, 32)))
    nb.line(rule(rng))
    pipes = chance(rng, 0.6)
    hdr = ["Bed", "Patient", "Diet", "Main", "Dessert", "Notes"]
    if chance(rng, 0.4):
        hdr.insert(2, "Age")
    nb.line((" | " if pipes else "\t").join(hdr))
    n = rng.randint(5, 12)
    beds = sorted(sample(rng, list(range(1, 31)), n))
    for b in beds:
        p = c.pt if b == beds[0] else phi.person(rng, cc)
        row = [(str(b), "LOCATION_OTHER"), " | " if pipes else "\t"]
        t = phi.title(rng, p, cc)
        nm = pick(rng, [("surname_init", None), ("LAST_first", None), ("title_last", t),
                        ("full", None), ("init_last", None)])
        if nm[1]:
            row += [nm[1] + " ", (p.last, "PATIENT")]
        else:
            row += [(phi.name_form(rng, p, nm[0]), "PATIENT")]
        row.append(" | " if pipes else "\t")
        if "Age" in hdr:
            row += [(str(rng.randint(19, 99)), "AGE"), " | " if pipes else "\t"]
        code = pick(rng, ["N", "N", "N", "GF", "HEHP", "CHO", "V", "L4", "L5", "L6", "REN", "NAS",
                          "HAL", "KOS", "VG", "DF", "NBM", "FF", "LF"])
        row += [code, " | " if pipes else "\t"]
        if code == "NBM":
            row += ["-", " | " if pipes else "\t", "-", " | " if pipes else "\t",
                    pick(rng, ["NBM for theatre", "NBM - SALT", "NBM until review"])]
        else:
            if svc == "Breakfast":
                row += [pick(rng, CL.BREAKFASTS), " | " if pipes else "\t", pick(rng, ["tea", "coffee", "OJ", "-"])]
            else:
                row += [("puree " if code == "L4" else "") + CL.meal(rng), " | " if pipes else "\t", CL.dessert(rng)]
            row.append(" | " if pipes else "\t")
            row.append(pick(rng, ["", "", "", "small portion", "assist", "red tray", "no gravy",
                                  "cut up", "extra sauce", "allergy: " + pick(rng, CL.ALLERGENS),
                                  "side salad", "ONS with meal", "thickened L2", "own food from family"]))
        nb.line(*row)
    nb.line(rule(rng))
    extras = rng.randint(1, 3)
    for _ in range(extras):
        p = phi.person(rng, cc)
        r = rng.random()
        if r < 0.3:
            nb.line("* Late admission: ", (phi.name_form(rng, p, "full"), "PATIENT"), " (bed ",
                    (str(rng.randint(1, 30)), "LOCATION_OTHER"), ") - no menu completed, send snack box + ",
                    pick(rng, ["sandwich", "soup", "yoghurt"]))
        elif r < 0.55:
            nb.add("* Bed ", (str(rng.randint(1, 30)), "LOCATION_OTHER"), " ",
                   (phi.name_form(rng, p, "last"), "PATIENT"), " discharged ")
            if chance(rng, 0.4):
                nb.line("to ", (PP.care_home(rng, cc), "HOSPITAL"), " - cancel supper")
            else:
                nb.line(pick(rng, ["am", "after lunch", "- cancel tray"]))
        elif r < 0.8:
            age = rng.randint(20, 99)
            nb.line("* ", (p.first, "PATIENT"), " (", (str(age), "AGE"), ") in side room ",
                    (str(rng.randint(1, 12)), "LOCATION_OTHER"), " - isolation, disposable crockery")
        else:
            nb.line("* ", pick(rng, ["Dad of ", "Husband of ", "Visitor for "]),
                    (phi.name_form(rng, p, "last"), "PATIENT"), " asked for a meal - advised visitors' restaurant")
    sender = c.host
    nb.add("Order taken by", colon(rng), *staff_items(rng, sender, "host", cc))
    nb.line(" at %02d:%02d" % (rng.randint(8, 17), rng.randint(0, 59)))
    r = rng.random()
    if r < 0.45:
        nb.line("Submitted via ward tablet ", (phi.device_serial(rng, "tablet"), "DEVICE"), " by user ",
                (phi.username(rng, sender), "USERNAME"))
    elif r < 0.7:
        nb.line("Login: ", (phi.username(rng, sender), "USERNAME"), "  IP ", (phi.ipaddr(rng), "IPADDR"))
    else:
        nb.line("Paper menus collected - keyed by ", (phi.name_form(rng, c.na, "initials"), "DOCTOR"))
    if chance(rng, 0.35):
        nb.line("Queries: kitchen ", (c.kitchen_phone, "PHONE"))
    if chance(rng, 0.3):
        nb.line(CL.hard_negative_sentence(rng))


def iddsi_texture_request(rng, nb, c):
    cc = c.cc
    us = cc in ("US", "CA") and chance(rng, 0.7)
    fd, dr = CL.iddsi_food(rng), CL.iddsi_drink(rng)
    nb.line(pick(rng, ["TEXTURE MODIFIED DIET / FLUID REQUEST (IDDSI)", "IDDSI Texture Request - Diet Kitchen",
                       "Dysphagia Diet Order" if us else "Modified Texture Diet Notification",
                       "SLT RECOMMENDATIONS - MEALTIME PLAN"]))
    nb.line("To: Diet Kitchen, ", (c.hosp, "HOSPITAL"), pick(rng, ["   From: SLT", "   From: Speech Pathology",
                                                                   "   From: SLP"]))
    nb.line(rule(rng))
    nb.add("Patient", colon(rng), (pt_header_name(rng, c), "PATIENT"), "   ")
    nb.line("DOB", colon(rng), *date_items(rng, c.dob, cc), "  (", *phi.age_items(rng, c.age, c.pt.sex,
                                                                                pick(rng, ["yrs", "y/o", "yo"])), ")")
    nb.line(c.mrn_label, colon(rng), (c.mrn, "MRN"), "   Ward", colon(rng), (c.ward, "HOSPITAL"),
            "   ", *bedloc_items(rng, c))
    nb.blank()
    nb.add("Background", colon(rng), "Admitted ", *date_items(rng, c.admit, cc), " with ",
           pick(rng, CL.DIAGNOSES), ". ")
    nb.add("PMH: ", ", ".join(sample(rng, CL.DIAGNOSES, 2)))
    if chance(rng, 0.5):
        nb.add(" (dx ", *date_items(rng, phi.years_ago(rng, c.event, 1, 15), cc, "year"), ")")
    nb.line(".")
    method = pick(rng, ["bedside swallow assessment", "FEES", "VFSS", "MBSS" if us else "clinical swallow exam",
                        "repeat bedside assessment"])
    nb.line("Assessment", colon(rng), method, " on ", *date_items(rng, c.event, cc),
            " - ", pick(rng, CL.SCORES), ", ", pick(rng, ["wet voice after thin fluids",
                                                         "delayed swallow initiation", "oral residue L4",
                                                         "coughing with mixed consistency",
                                                         "silent aspiration on thin", "poor bolus control"]))
    nb.blank()
    nb.line("RECOMMENDATIONS")
    nb.line("  Food  : IDDSI Level %s - %s" % fd)
    nb.line("  Drinks: IDDSI Level %s - %s" % dr + (" (%s, %d scoop(s) per 200 ml)" % (
        pick(rng, CL.THICKENERS), rng.randint(1, 3)) if dr[0] != "0" else ""))
    nb.line("  Meds  : ", pick(rng, ["whole in puree", "crushed where appropriate - check with pharmacy",
                                     "liquid formulations requested", "via PEG"]))
    nb.line("  Strategies: ", ", ".join(sample(rng, ["upright 90 deg", "small sips", "chin tuck",
                                                      "1:1 supervision", "teaspoon only", "alternate solids/fluids",
                                                      "check mouth after meals", "no straws", "slow rate",
                                                      "effortful swallow", "dentures in"], 3)))
    nb.line("  AVOID: mixed consistencies (e.g. cereal in milk, minestrone), bread, ",
            pick(rng, ["crisps", "rice", "peas", "sweetcorn", "nuts", "dry biscuits"]), ", ",
            pick(rng, ["jelly (L0 when melts)", "ice cream", "stringy cheese", "sausage skins"]))
    nb.add("  Review: ")
    if chance(rng, 0.6):
        nb.line("SLT to review on ", *date_items(rng, c.event + T(days=rng.randint(1, 7)), cc,
                                                  pick(rng, ["weekday", "wk_dm", "num"])))
    else:
        nb.line("in 48-72h or sooner if concerns")
    nb.blank()
    nb.add("SLT", colon(rng), *staff_items(rng, c.slt, "slt", cc))
    if chance(rng, 0.5):
        nb.add(", ext ", (c.ext, "PHONE"))
    if chance(rng, 0.5):
        nb.add(", ", (phi.email_person(rng, c.slt), "EMAIL"))
    nb.blank()
    if chance(rng, 0.45):
        nb.line("Family: ", *fam_items(rng, c), " informed - asked not to bring in ",
                pick(rng, ["sandwiches", "biscuits", "takeaway", "grapes", "crisps"]), ".")
    if chance(rng, 0.35) and c.profession:
        nb.add("Social: ", pick(rng, ["former ", "works as a "]), (c.profession.replace("retired ", ""), "PROFESSION"),
               "; lives ")
        if chance(rng, 0.4):
            nb.line("in ", (PP.care_home(rng, cc), "HOSPITAL"), ".")
        else:
            nb.line(pick(rng, ["alone", "with spouse", "with family"]), ".")
    nb.line(pick(rng, ["Kitchen confirmation", "Received (kitchen)", "Actioned by diet cook"]), colon(rng),
            *staff_items(rng, c.chef, "chef", cc), " ", *date_items(rng, c.event, cc, "num"),
            " %02d:%02d" % (rng.randint(8, 18), rng.randint(0, 59)))
    if chance(rng, 0.4):
        nb.line("Ref: ", (phi.idnum(rng, "order"), "IDNUM"))
