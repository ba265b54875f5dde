"""Genres (author's own additions): nutrition screening & dietetic referral,
electronic meal-ordering system audit extracts, dietetic discharge letters."""

import datetime

from core import pick, wpick, chance, sample, colon, rule
import phi
import clinical as CL
import pools_places as PP
from ctx import pt_ref, pt_header_name, staff_items, fam_items, date_items, bedloc_items

T = datetime.timedelta


def _hm(rng, lo=7, hi=20):
    return "%02d:%02d" % (rng.randint(lo, hi), rng.randint(0, 59))


def _lic(rng, cc):
    return phi.license_no(rng, cc, {"UK": "HCPC", "IE": "CORU", "AU": "APD", "CA": "CDO", "US": "CDR"}[cc])


def nutrition_screening_referral(rng, nb, c):
    cc = c.cc
    d = c.event
    tool = pick(rng, ["MUST", "MUST", "MST", "MNA-SF", "NRS-2002"])
    nb.line(pick(rng, ["NUTRITION SCREENING & DIETETIC REFERRAL", "Nutritional Risk Screening (%s)" % tool,
                       "Dietetic Referral and Initial Assessment", "MALNUTRITION SCREENING / REFERRAL TO DIETETICS"]))
    nb.line(rule(rng))
    nb.add("Name", colon(rng), (pt_header_name(rng, c), "PATIENT"), "   DOB", colon(rng), *date_items(rng, c.dob, cc))
    nb.line("   Age", colon(rng), (str(c.age), "AGE"), "   Sex", colon(rng), c.pt.sex)
    nb.add(c.mrn_label, colon(rng), (c.mrn, "MRN"), "   ", c.hp_label, colon(rng), (c.hp, "HEALTHPLAN"))
    if chance(rng, 0.35):
        nb.add("   ", c.ssn_label, colon(rng), (c.ssn, "SSN"))
    nb.line()
    if chance(rng, 0.4):
        nb.line("Visit/Encounter", colon(rng), (c.acct, "ACCOUNT"))
    nb.line("Location", colon(rng), (c.hosp, "HOSPITAL"), ", ", (c.ward, "HOSPITAL"), ", ", *bedloc_items(rng, c))
    nb.line("Admitted", colon(rng), *date_items(rng, c.admit, cc), "   Consultant", colon(rng),
            *staff_items(rng, c.doctor, "doctor", cc))
    nb.blank()
    ht = rng.uniform(1.45, 1.92)
    wt = rng.uniform(36, 110)
    uw = wt * rng.uniform(1.02, 1.25)
    bmi = wt / (ht * ht)
    loss = (uw - wt) / uw * 100
    nb.add("Screen completed ", *date_items(rng, c.admit + T(days=rng.randint(0, 2)), cc, pick(rng, ["num", "dm"])),
           " ", _hm(rng), " by ", *staff_items(rng, c.nurse, "nurse", cc, pick(rng, ["full_role", "full", "init_last"])))
    nb.line()
    nb.line("Height: %.2f m (%s)   Weight: %.1f kg   Usual wt: %.1f kg (%s)" % (
        ht, pick(rng, ["measured", "recalled", "ulna length %.1f cm" % rng.uniform(23, 30), "stated"]), wt, uw,
        pick(rng, ["3/12 ago", "6/12 ago", "last year", "pre-illness"])))
    s1 = 2 if bmi < 18.5 else (1 if bmi < 20 else 0)
    s2 = 2 if loss > 10 else (1 if loss >= 5 else 0)
    s3 = pick(rng, [0, 0, 2])
    tot = s1 + s2 + s3
    nb.line("Step 1 BMI %.1f kg/m2 -> %d" % (bmi, s1))
    nb.line("Step 2 unplanned wt loss %.0f%% in 3-6 months -> %d" % (loss, s2))
    nb.line("Step 3 acute disease effect (no intake >5 days): %s -> %d" % ("yes" if s3 else "no", s3))
    nb.line("TOTAL %s = %d  %s" % ("MUST" if tool in ("MUST", "MST") else "score", tot, "HIGH RISK" if tot >= 2 else ("MEDIUM RISK" if tot == 1 else "LOW RISK")))
    nb.add("Action: ", pick(rng, ["referred to dietitian", "e-referral sent", "food chart x3/7 + rescreen weekly"]))
    if tot >= 1:
        nb.add(" (ref ", (phi.idnum(rng, "referral"), "IDNUM"), ")")
    nb.line("; ", pick(rng, ["red tray", "HEHP menu", "snacks x3/day", "ONS started"]), ".")
    nb.blank()
    nb.line("Social history:")
    nb.add(" Lives ", pick(rng, ["alone", "with spouse", "with daughter", "with son and family"]), " at ",
           *phi.addr_items(rng, c.addr), ". ")
    if chance(rng, 0.7):
        fi = fam_items(rng, c)
        if isinstance(fi[0], str):
            fi = [fi[0][:1].upper() + fi[0][1:]] + fi[1:]
        nb.add(*fi, " does the shopping. " if chance(rng, 0.5) else " visits daily. ")
    if c.profession:
        nb.add(pick(rng, ["Works as a ", "Occupation: ", "Retired - was a ", "Employed as a "]),
               (c.profession.replace("retired ", ""), "PROFESSION"))
        if chance(rng, 0.4):
            nb.add(" at ", (PP.employer(rng, cc), "ORGANIZATION"))
        nb.add(". ")
    if chance(rng, 0.3):
        nb.add("Originally from ", (pick(rng, PP.ORIGIN_COUNTRIES), "COUNTRY"), ", moved to ",
               (pick(rng, PP.COUNTRY_NAMES[cc]), "COUNTRY"), " in ",
               *date_items(rng, phi.years_ago(rng, d, 5, 50), cc, "year"), ". ")
    if chance(rng, 0.4):
        nb.add("Hot meals delivered by ", (PP.contractor(rng), "ORGANIZATION"), " ", ("Mon", "DATE"), "-", ("Fri", "DATE"), ". ")
    nb.line()
    nb.blank()
    nb.add("DIETETIC ASSESSMENT - ", *date_items(rng, c.admit + T(days=rng.randint(1, 4)), cc), " - ")
    nb.line(*staff_items(rng, c.dietitian, "dietitian", cc, "full_role"))
    nb.line("A: Wt %.1f kg, BMI %.1f, %s. MUAC %.1f cm." % (wt, bmi, pick(rng, ["muscle wasting temporal", "oedema ++ ankles",
                                                                         "no visible wasting", "grip strength reduced"]),
                                                          rng.uniform(18, 32)))
    nb.line("B: ", CL.lab_line(rng, 4), ".")
    nb.line("C: ", pick(rng, CL.DIAGNOSES), ". ", " ".join(CL.abbrev_lines(rng, 2)))
    nb.line("D: 24h recall - ", pick(rng, CL.BREAKFASTS), " ", CL.intake_fraction(rng), ", ", CL.meal(rng), " ",
            CL.intake_fraction(rng), ", ", pick(rng, CL.SUPPS), ". Est. intake ~%d kcal, %d g protein." % (
                rng.randint(4, 14) * 100, rng.randint(15, 60)))
    nb.add("E: ")
    if chance(rng, 0.5):
        nb.add(*pt_ref(rng, c), " keen to go home to ", (c.addr["city"], "CITY"), "; ")
    nb.line(pick(rng, ["poor dentition", "lives alone, limited cooking", "carer visits BD", "financial concerns"]), ".")
    nb.line("Nutrition diagnosis: ", pick(rng, ["Inadequate oral intake", "Malnutrition (moderate)", "Increased energy needs",
                                               "Swallowing difficulty"]), " related to ",
            pick(rng, ["dysphagia", "early satiety", "low mood", "nausea", "acute illness"]), " as evidenced by ",
            "%.0f%% wt loss and intake <50%% of requirements." % loss)
    nb.line(CL.kcal_line(rng))
    nb.line("Plan: ", "; ".join(sample(rng, ["HEHP diet", pick(rng, CL.SUPPS), "food chart x3/7", "weekly weights",
                                             "consider NG if intake remains <50%", "check refeeding bloods daily x3",
                                             "thiamine 100 mg TDS", "liaise with SLT re texture", "GP letter on discharge"], 3)))
    nb.add("Review: ", *date_items(rng, c.admit + T(days=rng.randint(5, 10)), cc, pick(rng, ["weekday", "wk_dm", "num"])))
    nb.line()
    lab, val = _lic(rng, cc)
    nb.line((phi.name_form(rng, c.dietitian, pick(rng, ["full", "init_last"])), "DOCTOR"), ", ",
            pick(rng, ["Dietitian", "Senior Dietitian", "Clinical Dietitian", "RD"]), "  ", lab, " ",
            (val, "LICENSE"), "  bleep ", (c.ext, "PHONE"))


_ACTIONS = [("DIET_CHANGE", True), ("ALLERGY_ADD", False), ("ORDER_PLACED", False), ("ORDER_EDIT", False),
            ("TEXTURE_CHANGE", True), ("ORDER_CANCEL", False), ("PATIENT_TRANSFER", False), ("LOGIN", False),
            ("PRINT_TICKETS", False), ("ALLERGY_REMOVE", False)]
_CODES = ["N", "GF", "HEHP", "L4", "L5", "L6", "HAL", "KOS", "V", "VG", "CHO", "REN", "NBM", "DF"]


def meal_system_audit(rng, nb, c):
    cc = c.cc
    d = c.event
    sysname = pick(rng, ["MealTrak", "e-Menu", "TrayLine Pro", "DineSafe", "Menumark", "PatientDine"])
    runner = c.catmgr
    nb.line(sysname, " ", pick(rng, ["AUDIT EXTRACT", "Audit Trail Report", "User Activity Log", "Change History Export"]))
    nb.line("Report: ", pick(rng, ["patient diet change audit", "allergen field history", "user activity by ward",
                                   "order edits after cut-off"]), "   Run by: ", (phi.username(rng, runner), "USERNAME"),
            " (", (runner.full(), "DOCTOR"), ") on ", *date_items(rng, d + T(days=rng.randint(1, 5)), cc, "iso"),
            " ", _hm(rng, 8, 17))
    nb.line("Filter: ward=", (c.ward_short, "HOSPITAL"), "; site=", (c.hosp, "HOSPITAL"), "; from ",
            *date_items(rng, d - T(days=2), cc, "iso"), " to ", *date_items(rng, d, cc, "iso"))
    nb.line("Server: mealsrv", "%02d" % rng.randint(1, 4), " (", (phi.ipaddr(rng), "IPADDR"), ")  Portal: ",
            (phi.url(rng, c.hosp), "URL"))
    nb.line(rule(rng))
    nb.line("timestamp           | user            | source          | device        | patient                | ",
            c.mrn_label, " | action | detail")
    users = [phi.person(rng, cc) for _ in range(rng.randint(2, 4))]
    unames = [phi.username(rng, u) for u in users]
    ips = [phi.ipaddr(rng) for _ in users]
    devs = [phi.device_serial(rng, "tablet") for _ in users]
    pts = [(c.pt, c.mrn)] + [(phi.person(rng, cc), phi.mrn(rng, cc)) for _ in range(rng.randint(1, 3))]
    rows = rng.randint(5, 10)
    t = datetime.datetime(d.year, d.month, d.day, 6, 0) - T(days=2)
    for _ in range(rows):
        t = t + T(minutes=rng.randint(7, 600), seconds=rng.randint(0, 59))
        k = rng.randrange(len(users))
        p, m = pick(rng, pts)
        act, has_codes = pick(rng, _ACTIONS)
        nb.add((t.strftime("%Y-%m-%d"), "DATE"), t.strftime(" %H:%M:%S"), " | ", (unames[k], "USERNAME"),
               " " * max(1, 16 - len(unames[k])), "| ", (ips[k], "IPADDR"), " " * max(1, 16 - len(ips[k])), "| ")
        if chance(rng, 0.6):
            nb.add((devs[k], "DEVICE"), " " * max(1, 14 - len(devs[k])))
        else:
            nb.add("WS-KITCHEN-01 ")
        nb.add("| ")
        if act in ("LOGIN", "PRINT_TICKETS"):
            nb.add("-" + " " * 22, "| -", " | ", act, " | ",
                   "ok" if act == "LOGIN" else "%d tickets" % rng.randint(8, 30))
        else:
            nm = phi.name_form(rng, p, pick(rng, ["LAST_first", "upper", "LAST_first"]))
            nb.add((nm, "PATIENT"), " " * max(1, 23 - len(nm)), "| ", (m, "MRN"), " | ", act, " | ")
            if has_codes:
                a, b = sample(rng, _CODES, 2)
                nb.add("%s -> %s" % (a, b))
            elif act.startswith("ALLERGY"):
                nb.add(pick(rng, CL.ALLERGENS))
            elif act == "PATIENT_TRANSFER":
                nb.add("bed ", (str(rng.randint(1, 30)), "LOCATION_OTHER"), " -> ", (str(rng.randint(1, 30)), "LOCATION_OTHER"))
            else:
                nb.add(pick(rng, ["lunch: ", "supper: ", "bfast: "]), pick(rng, CL.MEALS + CL.BREAKFASTS))
        nb.line()
    nb.line(rule(rng))
    nb.add("Auth methods: ", (unames[0], "USERNAME"), "=", pick(rng, ["password", "badge tap", "badge+PIN"]))
    if len(unames) > 1 and unames[-1] != unames[0]:
        nb.add("; ", (unames[-1], "USERNAME"), "=fingerprint (template ", (phi.bioid(rng), "BIOID"), ")")
    nb.line()
    nb.blank()
    nb.line("Reviewer comments:")
    nb.add(" Change at ", _hm(rng, 9, 12), " on ", *date_items(rng, d, cc, pick(rng, ["dm", "num", "dmon"])), " made by ",
           (unames[0], "USERNAME"), " (", (users[0].full(), "DOCTOR"), ", ", pick(rng, ["ward host", "NA", "agency host",
                                                                                       "ward clerk", "RN"]), ")")
    nb.line(" from ", (devs[0], "DEVICE"), " - ", pick(rng, ["not authorised to edit allergy fields",
                                                              "diet code overwritten on bed move",
                                                              "order placed after kitchen cut-off 10:30",
                                                              "consistent with verbal request from nurse"]), ".")
    if chance(rng, 0.5):
        nb.line(" Linked incident ", (phi.idnum(rng, "incident"), "IDNUM"), "; patient ", *pt_ref(rng, c), " ",
                pick(rng, ["unharmed", "reviewed by medical team", "informed"]), ".")
    nb.line(" Access review requested from IT (", (phi.email_role(rng, c.hosp, "it.servicedesk"), "EMAIL"), ").")
    nb.line("Page 1 of 1   CONFIDENTIAL - contains patient identifiable data")


def dietetic_discharge_letter(rng, nb, c):
    cc = c.cc
    d = c.event
    disch = c.admit + T(days=rng.randint(4, 30))
    nb.line((c.hosp, "HOSPITAL"))
    nb.line(pick(rng, ["Department of Nutrition & Dietetics", "Dietetic Service", "Clinical Nutrition Department",
                       "Home Enteral Nutrition Team"]))
    ha = phi.address(rng, cc, c.town)
    nb.line(*phi.addr_items(rng, ha, multiline=chance(rng, 0.5), with_country=False))
    nb.line("Tel ", (c.hosp_phone, "PHONE"), "   Fax ", (c.fax, "FAX"))
    if chance(rng, 0.6):
        nb.line("Email ", (phi.email_role(rng, c.hosp), "EMAIL"))
    nb.blank()
    nb.line(*date_items(rng, disch + T(days=rng.randint(0, 5)), cc, "long_us" if cc in ("US", "CA") else pick(rng, ["long", "num", "ord"])))
    nb.blank()
    gt = "Dr"
    nb.line(gt, " ", (phi.name_form(rng, c.gp, pick(rng, ["full", "init_last"])), "DOCTOR"))
    nb.line((c.gp_practice, "HOSPITAL"))
    nb.line(*phi.addr_items(rng, phi.address(rng, cc), multiline=True, with_country=False))
    nb.blank()
    nb.line("Dear ", gt, " ", (c.gp.last, "DOCTOR"), ",")
    nb.blank()
    nb.add("Re: ", (phi.name_form(rng, c.pt, pick(rng, ["full", "upper", "mid"])), "PATIENT"), ", DOB ",
           *date_items(rng, c.dob, cc), ", ", c.hp_label, " ", (c.hp, "HEALTHPLAN"))
    nb.line()
    nb.line("Address: ", *phi.addr_items(rng, c.addr))
    nb.blank()
    nb.add("I reviewed ", *pt_ref(rng, c, pick(rng, ["title_last", "title_full"])), " (")
    nb.add(*phi.age_items(rng, c.age, c.pt.sex, pick(rng, ["-year-old", "yo", "aged", "words"])))
    nb.add(") on ", (c.ward, "HOSPITAL"), " during the admission from ", *date_items(rng, c.admit, cc), " to ",
           *date_items(rng, disch, cc), " with ", pick(rng, CL.DIAGNOSES), ". ")
    nb.line(pick(rng, ["Oral intake remained poor despite fortified diet and ONS.",
                       "Following SLT assessment a texture-modified diet was commenced.",
                       "A gastrostomy was placed and enteral feeding established.",
                       "Weight stabilised on a HEHP diet with supplements."]))
    nb.blank()
    nb.line("Discharge nutrition plan:")
    fd, dr = CL.iddsi_food(rng), CL.iddsi_drink(rng)
    nb.line(" - Texture: IDDSI food level %s (%s), drinks level %s (%s)" % (fd[0], fd[1], dr[0], dr[1]))
    if chance(rng, 0.6):
        nb.line(" - Feed: ", CL.feed_regimen(rng))
        comp = PP.nutrition_company(rng)
        nb.add(" - Homecare company: ", (comp, "ORGANIZATION"), ", registered ", *date_items(rng, disch - T(days=2), cc),
               ", customer no. ", (phi.account(rng, cc), "ACCOUNT"))
        nb.line("; helpline ", (phi.phone(rng, cc), "PHONE"))
        if chance(rng, 0.7):
            nb.line(" - Pump ", pick(rng, CL.PUMPS), " serial ", (phi.device_serial(rng, "pump"), "DEVICE"),
                    "; tube ", pick(rng, CL.TUBES), " (placed ", *date_items(rng, disch - T(days=rng.randint(2, 10)), cc), ")")
    nb.line(" - Supplements: ", pick(rng, CL.SUPPS))
    nb.line(" - ", CL.kcal_line(rng))
    nb.blank()
    nb.line("Please could you ", pick(rng, ["add the above ONS to repeat prescription", "prescribe GF staples",
                                           "prescribe thickener (%s) 4 tubs/month" % pick(rng, CL.THICKENERS),
                                           "continue feed prescription via homecare"]), ".")
    nb.add("Follow-up: community dietitian ", *staff_items(rng, phi.person(rng, cc), "dietitian", cc, "full"), " at ",
           (PP.gp_practice(rng, cc), "HOSPITAL"))
    nb.line(" will visit ", pick(rng, ["within 2 weeks", "after discharge", "within 10 working days"]), ".")
    if chance(rng, 0.5):
        nb.line("First visit booked for ", *date_items(rng, disch + T(days=rng.randint(5, 14)), cc,
                                                        pick(rng, ["wk_long", "wk_num", "num"])), ".")
    if chance(rng, 0.4):
        nb.line("Main carer: ", *fam_items(rng, c, "rel_full"), " (", (c.nok_phone, "PHONE"), ")",
                pick(rng, [" - trained in pump use.", " - aware of texture advice.", "."]))
    nb.blank()
    nb.line(pick(rng, ["Kind regards,", "Yours sincerely,", "With best wishes,", "Regards"]))
    nb.blank()
    lab, val = _lic(rng, cc)
    nb.line((c.dietitian.full(), "DOCTOR"))
    nb.line(pick(rng, ["Specialist Dietitian", "Senior Dietitian", "HEN Dietitian", "Clinical Dietitian"]),
            "   ", lab, " ", (val, "LICENSE"))
    nb.line("cc: patient")
    if chance(rng, 0.35):
        nb.line("cc: ", (PP.care_home(rng, cc), "HOSPITAL"))
    if chance(rng, 0.3):
        nb.line("DD/", (phi.name_form(rng, phi.person(rng, cc), "initials").lower(), "DOCTOR"), "  typed ",
                *date_items(rng, disch + T(days=1), cc, "num"))
