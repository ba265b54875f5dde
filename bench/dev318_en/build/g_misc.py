"""Genres: dietitian review, lab result report, research registry entry."""

from locale_fmt import add_days
from pools import EMPLOYERS
from blocks import occupation
from g_treat import private_ip, username

BIRTH = {"south_asian": "India", "east_asian": "China", "se_asian": "Philippines", "west_african": "Nigeria",
         "central_european": "Poland", "southern_european": "Greece", "middle_eastern": "Lebanon",
         "east_african": "Somalia", "hispanic": "Mexico", "irish": "Ireland", "nordic_dutch": "Netherlands",
         "pasifika": "Samoa", "malay": "Malaysia", "french": "Canada"}


def dietitian_review(c, nb):
    L = c.L
    rr = c.rr
    p = c.pt
    he, his, him = p.pron()
    nb.line(("HOSPITAL", c.hospital), " - ", rr.pick(["Nutrition & Dietetics", "Department of Nutrition and Dietetics",
                                                       "Dietetic Service" if L.uk_spell else "Clinical Nutrition Services"]))
    nb.line(rr.pick(["Dietetic outpatient review - Lipid Clinic", "DIETITIAN REVIEW (FH)", "Dietetic assessment - hyperlipidaemia"]))
    nb.add("\n")
    nb.line("Name: ", ("PATIENT", p.fl()), "    DOB: ", c.date(c.dob), "    ", c.mrn[0], ": ", ("MRN", c.mrn[1]))
    nb.line("Date seen: ", c.date(c.visit), "    ", rr.pick(["Clinic: FH/lipids", "Venue: outpatients", "Telephone appointment", "Video consultation"]))
    nb.line("Referred by: ", c.dr(c.cons), " on ", c.date(add_days(c.visit, -rr.int(20, 90))))
    if rr.chance(0.5):
        q = c.rel("F" if p.sex == "M" else rr.pick(["M", "F"]), 0.7)
        nb.line("Seen with: ", rr.pick(["wife", "partner", "daughter", "mother", "husband"]), " ", ("FAMILY", q.first),
                rr.pick([" (does the cooking)", "", " - interpreter not required"]))
    nb.add("\nAnthropometry\n")
    wt = rr.uni(55, 115)
    ht = rr.uni(1.52, 1.93)
    nb.add("  Weight %.1f kg (prev %.1f kg on " % (wt, wt + rr.uni(-3, 4)), c.date(add_days(c.visit, -rr.int(90, 300))),
           ")\n  Height %.2f m   BMI %.1f kg/m2   Waist %d cm\n" % (ht, wt / ht / ht, round(30 + 2.2 * wt / ht / ht + rr.uni(-5, 5))))
    pnl = c.panel(treated=rr.chance(0.6))
    nb.add("\nBiochemistry (", c.date(add_days(c.visit, -rr.int(5, 30))), "): TC ", c.fmt_ldl(pnl["TC"]), ", LDL-C ",
           c.fmt_ldl(pnl["LDL"]), ", TG ", c.fmt_tg(pnl["TG"]), " ", c.ldl_units(), ", HbA1c %d mmol/mol\n" % rr.int(34, 60))
    nb.add("\nSocial: ")
    prof = occupation(c)
    nb.add(rr.pick(["Works as a ", "Employed as a ", "Job: "]), ("PROFESSION", prof))
    if rr.chance(0.4):
        nb.add(" at ", ("ORGANIZATION", rr.pick(EMPLOYERS)))
    nb.add(rr.pick(["; rotating nights, eats at irregular times. ", "; office hours. ", "; physically active job. ",
                    "; long drives, relies on service-station food. "]))
    sa = c.origin == "south_asian"
    nb.add(rr.pick(["Cooks from scratch most days.", "Takeaway 2-3 times a week.", "Shares cooking with family.",
                    "Family meals; " + his + " mother cooks traditional dishes with ghee." if sa else
                    "Relies on ready meals during the week."]), "\n")
    nb.add("\nDiet history (typical day)\n")
    nb.add("  Breakfast: ", rr.pick(["paratha with butter, chai", "toast with ghee, masala chai x2"] if sa else
                                     ["2 slices white toast with butter, tea with whole milk x2",
                                      "porridge with semi-skimmed milk and honey", "nothing - coffee only",
                                      "full cooked breakfast at weekends; cereal weekdays",
                                      "bacon and egg roll from the van" if c.code in ("GB", "IE", "AU", "NZ") else
                                      "bagel with cream cheese"]), "\n")
    nb.add("  Lunch: ", rr.pick(["canteen meal (pies/chips) 3x/week", "cheese and ham sandwich, crisps",
                                  "leftovers - rice and curry", "salad with mayonnaise, bread roll"]), "\n")
    nb.add("  Evening: ", rr.pick(["roti, dal, paneer curry", "rice with lamb curry (ghee)"] if sa else
                                   ["meat and two veg, gravy", "pasta with creamy sauce", "stir-fry with coconut oil",
                                    "fish and chips Fridays, otherwise chicken and rice", "steak and fries twice a week"]), "\n")
    nb.add("  Snacks: ", rr.pick(["biscuits x4, chocolate bar", "fruit, nuts", "cheese and crackers at night", "crisps"]), "\n")
    nb.add("  Drinks: ", rr.pick(["full-fat milk ~1 pint/day", "2 cans cola", "beer 8 pints at weekends", "water and tea"]), "\n")
    nb.add("\nAssessment: estimated saturated fat ~%d%% of energy (target <10%%); fibre ~%d g/day (target 30 g). " % (
        rr.int(11, 18), rr.int(12, 24)))
    nb.add(rr.pick(["Good understanding of FH.", "Limited understanding - leaflet given (FH and diet).",
                    "Motivated; previous attempts with a slimming club."]), "\n")
    nb.add("\nGoals agreed:\n")
    goals = rr.sample(["Swap butter for a plant sterol spread (aim 2 g sterols/day)",
                       "Oats/barley daily for 3 g beta-glucan", "Switch to semi-skimmed then 1% milk",
                       "Handful (30 g) unsalted nuts most days", "Oily fish twice a week",
                       "Limit processed meat to once a week", "Replace coconut oil with rapeseed/olive oil",
                       "Soya alternatives 1-2 portions/day", "Reduce alcohol to <14 units/week"], rr.int(3, 5))
    for i, g in enumerate(goals):
        nb.add("  %d. %s\n" % (i + 1, g))
    nb.add("\nPlan: ", rr.pick(["telephone review in 8 weeks", "review with next lipid clinic", "group education session (FH family day)"]))
    nb.add(" - ", c.date(add_days(c.visit, rr.int(40, 90))), ". Letter to GP and lipid team.\n\n")
    nb.add(("DOCTOR", c.diet.fl()), rr.pick([", Specialist Dietitian", ", Registered Dietitian", ", RD", ", Senior Dietitian (Cardiometabolic)"]))
    if rr.chance(0.6):
        nb.add("   ", c.sign_license("ahp"))
    nb.add("\nTel ", ("PHONE", c.hosp_phone + L.ext()) if rr.chance(0.5) else ("PHONE", L.phone()), "\n")


def lab_report(c, nb):
    L = c.L
    rr = c.rr
    p = c.pt
    nb.line(("HOSPITAL", c.hospital), " - ", rr.pick(["Clinical Biochemistry", "Pathology Services", "Department of Laboratory Medicine",
                                                       "Core Laboratory - Chemistry"]))
    nb.line(rr.pick(["FINAL REPORT", "Cumulative report", "Laboratory report"]), "   Page 1 of 1")
    nb.line("-" * 60)
    nb.line("Patient : ", ("PATIENT", p.LF()), "   Sex: ", p.sex, "   DOB: ", c.date(c.dob), "   Age: ", ("AGE", str(c.age)), "Y")
    nb.add(c.mrn[0], "  : ", ("MRN", c.mrn[1]))
    if c.nat:
        nb.add("   ", c.nat[0], ": ", (c.nat[2], c.nat[1]))
    nb.add("\n")
    if L.code in ("US", "AU", "CA", "SG", "ZA") or rr.chance(0.3):
        nb.line(rr.pick(["Visit #", "Acct", "Episode"]), " : ", ("ACCOUNT", rr.digits(rr.pick([8, 10])) if rr.chance(0.7) else rr.digits(4) + "-" + rr.digits(5)))
    nb.line("Location: ", rr.pick([("HOSPITAL", c.ward), "Lipid Clinic OPD", "Cardiology OPD"]), "   Requested by: ",
            c.dr(c.cons, rr.pick(["last", "init"])))
    col = add_days(c.visit, -rr.int(0, 3))
    lab_no = rr.pick(["", "C", "B"]) + str(col.year % 100) + rr.pick(["", "-"]) + rr.digits(7)
    nb.line("Lab no  : ", ("IDNUM", lab_no), "   Order #: ", ("IDNUM", rr.digits(9)))
    nb.line("Collected: ", c.date(col), " %02d:%02d   Received: " % (rr.int(7, 12), rr.int(0, 59)), c.date(col),
            " %02d:%02d" % (rr.int(12, 16), rr.int(0, 59)))
    nb.line("Specimen: serum (SST), ", rr.pick(["fasting", "non-fasting", "fasting 12 h"]))
    nb.line("-" * 60)
    nb.line("Test               Result Units   (Ref range)  Flag")
    pnl = c.panel(treated=rr.chance(0.5))
    for ln in c.ppl_unit_lines(pnl):
        nb.line(ln)
    for t in rr.sample(["ALT                %d U/L       (<40)" % rr.int(12, 80),
                        "CK                 %d U/L       (40-320)" % rr.int(60, 900),
                        "TSH                %.2f mU/L     (0.27-4.20)" % rr.uni(0.5, 6),
                        "HbA1c              %d mmol/mol   (20-41)" % rr.int(32, 64),
                        "Creatinine         %d umol/L     (59-104)" % rr.int(55, 130),
                        "eGFR               >90 mL/min/1.73m2",
                        "Glucose (fasting)  %.1f mmol/L    (3.0-6.0)" % rr.uni(4.1, 8.2)], rr.int(2, 5)):
        nb.line(t)
    nb.line("-" * 60)
    nb.add("Comment: ")
    nb.add(rr.pick(["LDL-C calculated by the Martin-Hopkins equation. ", "LDL-C calculated (Friedewald); TG < 4.5 mmol/L. ",
                    "Direct LDL-C assay used (TG elevated). "]))
    if pnl["LPA"] > 125:
        nb.add("Lp(a) >125 nmol/L is associated with increased cardiovascular risk; consider cascade testing. ")
    if pnl["LDL"] > 4.9:
        nb.add("LDL-C > 4.9 mmol/L in an adult: consider familial hypercholesterolaemia (DLCN / Simon Broome). ")
    if rr.chance(0.4):
        nb.add("Result phoned to ", c.dr(c.reg, rr.pick(["last", "full"])), " by ", ("DOCTOR", c.staff().first),
               " at %02d:%02d on " % (rr.int(9, 17), rr.int(0, 59)), c.date(col), ". ")
    nb.add("\n\n")
    nb.line("Validated by: ", ("USERNAME", username(rr, c.staff())), "   Authorised: ", ("DOCTOR", c.staff().fl()),
            rr.pick([", Clinical Biochemist", ", Consultant Chemical Pathologist", ", Duty Biochemist", ", MD, Lab Director"]))
    nb.line("Copy to: ", L.doc_title(), " ", ("DOCTOR", c.gp.fl()), ", ", ("HOSPITAL", c.practice))
    nb.line("Printed ", c.date(add_days(col, rr.int(1, 3))), " %02d:%02d from LIMS workstation " % (rr.int(0, 23), rr.int(0, 59)),
            ("IPADDR", private_ip(rr)) if rr.chance(0.3) else rr.pick(["CHEM-04", "PATH-WS12", "BIO2"]))


def registry_entry(c, nb):
    L = c.L
    rr = c.rr
    p = c.pt
    reg = rr.pick(["National FH Registry", "FH Outcomes Registry", "Paediatric and Adult FH Register",
                   "Lipoprotein Apheresis Registry", "FH Genomics Cohort"])
    nb.line(reg, " - ", rr.pick(["Case Report Form: Baseline", "Follow-up CRF (annual)", "Data entry record", "Participant record"]))
    nb.line("Registry ID: ", ("IDNUM", rr.pick(["FHR-", "REG", "P-"]) + rr.digits(6)), "    Site: ", ("HOSPITAL", c.hospital),
            "    Site no. ", str(rr.int(1, 60)))
    nb.line("Consent date: ", c.date(add_days(c.visit, -rr.int(0, 1200))), "  (PIS v4.2; optional biobank: ",
            rr.pick(["yes", "no"]), "; re-contact: ", rr.pick(["yes", "no"]), ")")
    if rr.chance(0.3):
        nb.line("Identity verified at consent: fingerprint template ref ", ("BIOID", "FP-" + rr.digits(7)))
    nb.add("\nDEMOGRAPHICS\n")
    nb.line("Participant initials: ", ("PATIENT", p.initials()), "   Year of birth: ", ("DATE", str(c.dob.year)),
            "   Sex: ", p.sex)
    if L.code == "GB":
        nb.line("Postcode district: ", ("ZIP", L.postcode().split(" ")[0]))
    elif L.code in ("US",):
        nb.line("ZIP (3-digit): ", ("ZIP", L.postcode()[:3]), "   State: ", ("STATE", L.state()))
    elif L.code in ("AU", "CA"):
        nb.line("State/province: ", ("STATE", L.state()), "   Postcode: ", ("ZIP", L.postcode()))
    else:
        nb.line("Region: ", ("CITY", c.town))
    nb.line("Ethnicity: ", c.ethnicity(), "   Country of birth: ", ("COUNTRY", BIRTH.get(c.origin, c.L.name)) if rr.chance(0.35) else "as residence")
    if rr.chance(0.5):
        nb.line("Index case: Y")
    else:
        nb.line("Index case: N - relative of index ", ("IDNUM", "FHR-" + rr.digits(6)))
    agedx = max(3, c.age - rr.int(0, 25))
    nb.line("Age at diagnosis: ", ("AGE", str(agedx)), "   Age at consent: ", ("AGE", str(c.age)))
    nb.add("\nGENETICS\n")
    nb.line("Result: ", c.variant_str(), " [", c.variant[3], "]", "  Lab ref ", ("IDNUM", rr.letters(2) + rr.digits(6)))
    nb.add("\nLIPIDS (untreated / most recent)\n")
    pnl0 = c.panel()
    pnl1 = c.panel(treated=True)
    u = c.ldl_units()
    nb.line("  LDL-C  ", c.fmt_ldl(pnl0["LDL"]), " / ", c.fmt_ldl(pnl1["LDL"]), " ", u, "   (", ("DATE", str(c.dob.year + agedx)),
            " / ", c.date(add_days(c.visit, -rr.int(1, 60))), ")")
    nb.line("  Lp(a)  %d nmol/L   ApoB %.2f g/L" % (pnl0["LPA"], pnl0["APOB"]))
    nb.add("\nTREATMENT\n")
    nb.line("  Statin: ", c.statin_str(), "   start ", ("DATE", L.monthyear(add_days(c.visit, -rr.int(300, 3000)))))
    nb.line("  Ezetimibe: ", rr.pick(["yes", "no", "stopped (GI upset)"]), "   PCSK9 mAb: ", rr.pick(["evolocumab", "alirocumab", "no", "inclisiran"]))
    nb.line("  Apheresis: ", rr.pick(["no", "no", "yes - fortnightly"]))
    nb.add("\nEVENTS\n")
    if rr.chance(0.5):
        nb.line("  ", rr.pick(["MI", "PCI", "CABG", "TIA", "aortic stenosis - TAVI"]), "  ", ("DATE", L.monthyear(add_days(c.visit, -rr.int(100, 4000)))),
                "   at ", ("HOSPITAL", L.hospital()))
    else:
        nb.line("  none recorded")
    nb.add("\nSAMPLES\n")
    nb.line("  Biobank DNA: ", ("IDNUM", "BB" + rr.digits(8)), "   Serum aliquots x%d" % rr.int(2, 6))
    nb.add("\nAUDIT\n")
    coord = c.staff()
    nb.line("  Entered by: ", ("DOCTOR", coord.fl()), " (research nurse) user ", ("USERNAME", username(rr, coord)))
    nb.line("  Timestamp: ", ("DATE", L.sysdate(c.visit)), " %02d:%02d:%02d   Client IP: " % (rr.int(8, 18), rr.int(0, 59), rr.int(0, 59)),
            ("IPADDR", private_ip(rr)))
    if rr.chance(0.5):
        nb.line("  Query ", str(rr.int(1, 40)), ": LDL-C units missing - resolved by ", ("USERNAME", username(rr, c.staff())),
                " ", ("DATE", L.sysdate(add_days(c.visit, rr.int(1, 20)))))
    nb.line("  Status: ", rr.pick(["complete", "SDV pending", "locked", "incomplete - awaiting genetics"]))
