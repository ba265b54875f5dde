"""Genres: genetic counselling consult with pedigree; result disclosure note."""
import clinical as C
import common as K
import famhx as F
import fmt
import pools as P
from fmt import fname


US_PANEL_AREA = {"cancer": [0, 1, 2], "cardiac": [3, 4, 10], "paeds": [7, 8, 9],
                 "adult": [6, 7], "prenatal": [5, 7]}


def panel_name(c, area):
    r = c.rng
    if c.uk:
        pool = [p for p in C.PANELS_UK if p[2] == area or p[2] == "any"]
        if area == "adult":
            pool = [p for p in C.PANELS_UK if p[2] == "any"]
        p = r.choice(pool)
        return p[0] + " " + p[1]
    return C.PANELS_US[r.choice(US_PANEL_AREA.get(area, [6]))]


def _reason(d, c, k, area, fam):
    r = c.rng
    child = area == "paeds"
    d.t(r.choice(["\nReason for referral:\n", "\nREASON FOR REFERRAL\n",
                  "\nIndication: ", "\nReferral reason - "]))
    if r.random() < 0.5:
        d.p("AGE", str(k.age))
        d.t(r.choice(["-year-old ", " year old ", " yo ", "yo "]))
        d.t(k.woman(child) + " ")
    else:
        d.t(r.choice(["Pt ", "Patient ", "This " + k.woman(child) + " "]))
        if r.random() < 0.5:
            d.p("PATIENT", fname(k.p, "ini"))
            d.t(" ")
    affected = [f for f in fam if f["dx"]]
    if area == "cancer":
        d.t("referred by " + r.choice(["GP", "the breast unit", "oncology",
                                        "the colorectal team"]))
        if affected:
            f = affected[0]
            d.t(" with a family history of " + f["dx"][0][0])
            d.t(" (" + F.rel_label(f) + ", diagnosed aged ")
            d.p("AGE", str(f["dx"][0][1]))
            d.t(")")
        else:
            d.t(" with a family history of " + r.choice(C.CANCERS))
        d.t(". " + r.choice([
            "Requesting risk assessment and consideration of testing.",
            "Query eligibility for R208 testing under the national criteria.",
            "Wishes to know whether screening should start earlier.",
            "Already had one mammogram; anxious about " + k.her() + " own risk."]) + "\n")
    elif area == "cardiac":
        d.t("referred from the ICC clinic after " + r.choice([
            "the sudden unexplained death of a first-degree relative",
            "an echocardiogram showing asymmetric septal hypertrophy",
            "a prolonged QTc on a pre-operative ECG",
            "a total cholesterol of 10.4 mmol/L with tendon xanthomata",
            "an aortic root of 4.6 cm on echo"]) + ".\n")
    elif area == "paeds":
        d.t("with " + r.choice([
            "global developmental delay and hypotonia",
            "bilateral sensorineural hearing loss identified on newborn hearing screen",
            "failure to thrive and recurrent chest infections",
            "dysmorphic features and a VSD", "regression of speech since age two",
            "proximal muscle weakness and raised CK (8,420 U/L)",
            "seizures from infancy, refractory to two AEDs"]) + ".\n")
    else:
        d.t("referred with " + r.choice([
            "raised ferritin (1,240 ug/L) and transferrin saturation 78%",
            "bilateral enlarged kidneys with multiple cysts on ultrasound",
            "easy bruising and a spontaneous bowel perforation",
            "a family history of polycystic kidney disease"]) + ".\n")


def _personal(d, c, k, area):
    r = c.rng
    d.t(r.choice(["\nPersonal history:\n", "\nPMH:\n", "\nBackground:\n"]))
    if area == "cancer":
        if k.sex == "F":
            d.t("Menarche %d, G%dP%d, first live birth at " % (
                r.randint(10, 15), r.randint(0, 4), r.randint(0, 3)))
            d.p("AGE", str(r.randint(19, min(40, k.age))))
            d.t(". OCP %d yrs, %s. BMI %.1f.\n" % (
                r.randint(0, 15), r.choice(["no HRT", "HRT 3 years", "post-menopausal",
                                            "peri-menopausal"]),
                r.uniform(19, 36)))
        else:
            d.t("PSA %.1f ng/mL, no urinary symptoms. BMI %.1f.\n" % (
                r.uniform(0.3, 4.0), r.uniform(21, 33)))
        if r.random() < 0.4:
            d.t("Diagnosed with " + r.choice(C.CANCERS) + " in ")
            d.date(fmt.add_days(k.ref, -r.randint(200, 3000)), r.choice(["my", "y", "my_abbr"]))
            d.t(r.choice([", treated at ", " - surgery at ", "; managed at "]))
            d.p("HOSPITAL", c.hospital())
            d.t(".\n")
    elif area == "cardiac":
        d.t("ECG: sinus rhythm, QTc %d ms. Echo: IVS %d mm, LVEF %d%%. " % (
            r.randint(400, 510), r.randint(8, 24), r.randint(35, 68)))
        d.t("BP %d/%d, HR %d.\n" % (r.randint(100, 150), r.randint(60, 95), r.randint(52, 98)))
        if r.random() < 0.4:
            d.t("ICD implanted ")
            d.date(fmt.add_days(k.ref, -r.randint(100, 2500)))
            d.t(", device serial ")
            d.p("DEVICE", c.serial())
            d.t(".\n")
    elif area == "paeds":
        d.t("Born at %d+%d weeks" % (r.randint(34, 41), r.randint(0, 6)))
        if r.random() < 0.6:
            d.t(" at ")
            d.p("HOSPITAL", c.hospital())
        d.t(", BW %.2f kg. Wt %.1f kg (%s centile), OFC %.1f cm.\n" % (
            r.uniform(1.9, 4.3), r.uniform(5, 40),
            r.choice(["0.4th", "2nd", "9th", "25th", "50th", "75th"]),
            r.uniform(38, 54)))
        if r.random() < 0.35:
            d.t("Cochlear implant (right), serial no. ")
            d.p("DEVICE", c.serial())
            d.t(". ")
        if r.random() < 0.6:
            d.t("Attends ")
            d.p("ORGANIZATION", r.choice(P.SCHOOLS))
            d.t(" with 1:1 support.\n")
    else:
        d.t("Bloods: ferritin %d, ALT %d, eGFR %d. Meds: %s.\n" % (
            r.randint(30, 1500), r.randint(12, 90), r.randint(30, 110),
            r.choice(C.MEDS)))


def gc_consult(c):
    r = c.rng
    area = r.choice(["cancer", "cancer", "cancer", "cardiac", "paeds", "adult"])
    child = area == "paeds"
    k = K.Case(c, child=child)
    d = c.doc()
    K.letterhead(d, c, site=c.hospital() if r.random() < 0.6 else None)
    d.t("\n" + r.choice(["GENETIC COUNSELLING CONSULTATION", "CLINICAL GENETICS CLINIC NOTE",
                         "Genetic Counseling Consult Note" if not c.uk else
                         "Genetic Counselling Clinic - New Patient",
                         "NEW PATIENT CONSULTATION"]) + "\n\n")
    flds = ["name", "dob", "id", "fam"] + (["addr"] if r.random() < 0.5 else [])
    K.demo_block(d, c, k, fields=flds)
    d.t(r.choice(["Clinic date: ", "Date seen: ", "Appointment: "]))
    d.date(k.ref)
    d.t(" " + fmt.ftime(r, 9, 16))
    if r.random() < 0.5:
        d.t(r.choice(["  Room ", "  Clinic room ", " - Consulting Room "]))
        d.p("LOCATION_OTHER", str(r.randint(1, 30)) + r.choice(["", "", "A", "B"]))
    if not c.uk and r.random() < 0.7:
        d.t("\nEncounter #: ")
        d.p("ACCOUNT", c.account())
    gc, cons = c.staff(), c.staff()
    d.t("\nSeen by: ")
    d.p("DOCTOR", fname(gc, r.choice(["fl", "fml"])))
    d.t(" (" + c.gc_cred() + ")" + r.choice([" with ", " and "]))
    d.t(c.dr() + " ")
    d.p("DOCTOR", fname(cons, r.choice(["l", "fl"])))
    d.t("\nReferred by: " + c.dr() + " ")
    gp = c.staff()
    d.p("DOCTOR", fname(gp, r.choice(["il", "fl", "l"])))
    d.t(", ")
    d.p("HOSPITAL", c.practice())
    d.t("\n")
    fam = F.make_family(c, k.p, k.age, k.ref, area)
    _reason(d, c, k, area, fam)
    d.t(r.choice(["\nPresent: ", "\nAttended with: ", "\nAccompanied by "]))
    if child:
        mum = [f for f in fam if f["rel"] == "mother"][0]
        dad = [f for f in fam if f["rel"] == "father"][0]
        d.t("mother ")
        d.p("FAMILY", fname(mum["p"], r.choice(["f", "fl"])))
        if r.random() < 0.6:
            d.t(" and father ")
            d.p("FAMILY", fname(dad["p"], r.choice(["f", "fl"])))
        d.t(". ")
        if r.random() < 0.5:
            d.t("Mum works as a ")
            d.p("PROFESSION", r.choice(P.PROFESSIONS))
            d.t(". ")
    else:
        rel, part = K.companion(c, k)
        d.t(rel + " ")
        d.p("FAMILY", fname(part, r.choice(["f", "fl"])))
        d.t(". ")
        d.t(k.She() + " works as a" + " ")
        d.p("PROFESSION", k.prof)
        if r.random() < 0.5:
            d.t(" at ")
            d.p("ORGANIZATION", k.employer)
        d.t(" and lives in ")
        d.p("CITY", k.addr["city"])
        d.t(".")
    d.t("\n")
    _personal(d, c, k, area)
    gens = r.choice(["three", "four", "3", "4"])
    d.t(r.choice(["\nFamily history (pedigree):\n", "\nPEDIGREE\n",
                  "\nFamily history:\n"]))
    d.t("A %s-generation pedigree was drawn with the proband as III-%d. " % (
        gens, r.randint(1, 6)) if gens in ("three", "four") else
        "%s-gen pedigree drawn, proband III-%d (arrow). " % (gens, r.randint(1, 6)))
    d.t(r.choice(["Information provided by the patient", "History given by " +
                  ("mother" if child else "the patient"),
                  "Confirmed against the returned questionnaire"]) + ".\n")
    prose = r.random() < 0.6
    for f in fam:
        if prose:
            F.write_prose(d, c, f, k.ref, "The child's" if child else k.Her())
            d.t("\n" if r.random() < 0.7 else " ")
        else:
            F.write_short(d, c, f)
    if r.random() < 0.7:
        a1, a2 = r.sample(P.COUNTRIES, 2)
        d.t(r.choice(["\nAncestry: maternal ", "\nEthnicity/ancestry - maternal family from "]))
        d.p("COUNTRY", a1)
        d.t(", paternal ")
        d.p("COUNTRY", a2)
        d.t(". " + r.choice(["No consanguinity.", "Consanguinity denied.",
                             "Parents are first cousins.", "Ashkenazi Jewish ancestry denied."]) + "\n")
    d.t("\nAssessment:\n")
    if area == "cancer":
        d.t("Manchester score %d (%s). CanRisk (BOADICEA v6) lifetime breast cancer risk %.1f%%; "
            "10-year risk %.1f%%. " % (r.randint(8, 30), r.choice(["maternal", "paternal"]),
                                       r.uniform(12, 45), r.uniform(1.5, 9)))
        d.t(r.choice(["Meets criteria for R208 panel testing.",
                      "Does not meet testing criteria at present; affected relative should be tested first.",
                      "Eligible for NCCN-criteria testing.",
                      "Family meets Amsterdam II criteria."]) + "\n")
    elif area == "cardiac":
        d.t("Clinical picture consistent with " + r.choice(
            ["HCM", "LQTS", "FH (Simon Broome definite)", "DCM", "HTAD"]) +
            ". Recommend diagnostic panel testing of the proband.\n")
    elif area == "adult":
        d.t(r.choice(["Likely ADPKD; PKD1/PKD2 testing offered for family planning.",
                      "Probable HFE haemochromatosis; genotype to confirm.",
                      "Suspected vascular EDS; urgent COL3A1 testing requested."]) + "\n")
    else:
        d.t("Differential includes " + ", ".join(r.sample(
            ["22q11.2 deletion", "Noonan syndrome", "Fragile X", "a CHD7-related disorder",
             "DMD-related dystrophinopathy", "Angelman syndrome", "SMA", "CF",
             "GJB2-related deafness", "Kabuki syndrome"], 3)) + ".\n")
    d.t("\nPlan:\n")
    d.t("1. " + r.choice(["Consent taken for ", "Verbal and written consent for ",
                          "Discussed and agreed to "]))
    d.t(panel_name(c, area))
    d.t(". Sample sent, lab ref ")
    d.p("IDNUM", k.labno)
    d.t(".\n2. " + r.choice([
        "Family letter provided for relatives.",
        "Genetic information leaflet given.",
        "Discussed implications for insurance (Code on Genetic Testing and Insurance)." if c.uk
        else "Discussed GINA protections and its limits for life insurance.",
        "Signposted to the " + "support network."]))
    if r.random() < 0.5:
        d.t(" Support group: ")
        d.p("ORGANIZATION", r.choice(P.CHARITIES))
        d.t(" (")
        d.p("URL", c.url())
        d.t(").")
    d.t("\n3. Results expected in %d-%d weeks; review " % (r.randint(2, 6), r.randint(8, 12)))
    d.t(r.choice(["by telephone on ", "in clinic on ", "on "]))
    d.date(fmt.add_days(k.ref, r.randint(28, 90)))
    d.t(".\n")
    if r.random() < 0.35:
        x = fmt.add_days(k.ref, r.randint(10, 40))
        sty = "dm_uk" if c.uk else "md_us"
        d.t("4. " + k.She() + " is away ")
        d.date(x, sty)
        d.t("-")
        d.date(fmt.add_days(x, r.randint(4, 16)), sty)
        d.t("; please avoid results calls in that window.\n")
    elif r.random() < 0.2:
        pre, val, post = r.choice([("", "Christmas", ""), ("", "Easter", ""),
                                   ("the ", "Christmas", " period")] if c.uk else
                                  [("", "Thanksgiving", ""), ("", "Christmas", ""),
                                   ("the ", "July 4th", " holiday")])
        d.t("4. Lab turnaround may be longer over " + pre)
        d.p("DATE", val)
        d.t(post + ".\n")
    K.sign(d, c, gc, c.gc_cred())
    K.cc_block(d, c, k, gp=gp)
    return d


PLAN_BY_AREA = {
    "cancer": ["Referral to the family history breast screening service (annual MRI).",
               "Refer to colorectal surveillance (2-yearly colonoscopy).",
               "Referral to gynae-oncology to discuss RRSO.",
               "Referral to breast surgeons to discuss risk-reducing mastectomy."],
    "cardiac": ["Refer to ICC clinic for cardiology follow-up (echo + ECG).",
                "Annual cardiac MRI and Holter via the ICC service.",
                "Lipid clinic referral; statin titration to target LDL."],
    "paeds": ["Refer to paediatric metabolic team.",
              "Refer to paediatric neurology and physiotherapy.",
              "Audiology and ENT follow-up; cochlear implant assessment."],
    "adult": ["Renal clinic referral; tolvaptan eligibility to be assessed.",
              "Venesection via haematology day unit.",
              "Vascular surveillance (annual MRA) arranged."],
    "vus": ["No change to management; VUS may be reclassified - lab will recontact.",
            "Manage on family history alone; segregation samples requested."],
}


def disclosure(c):
    r = c.rng
    area = r.choice(["cancer", "cancer", "cardiac", "paeds", "adult"])
    child = area == "paeds"
    k = K.Case(c, child=child)
    d = c.doc()
    phone_call = r.random() < 0.5
    d.t(r.choice(["RESULT DISCLOSURE NOTE", "Genetic Test Result Disclosure",
                  "Results appointment - Clinical Genetics", "DISCLOSURE OF GENETIC TEST RESULT"]))
    d.t(" (" + ("telephone" if phone_call else r.choice(["face to face", "video", "in person"])) + ")\n")
    if r.random() < 0.5:
        d.p("HOSPITAL", c.service())
        d.t("\n")
    d.t("Date: ")
    d.date(k.ref, r.choice([None, "wd_uk" if c.uk else "wd_us"]))
    d.t(" " + fmt.ftime(r, 8, 17, r.choice(["colon", "ampm"])) + "\n")
    K.demo_block(d, c, k, fields=["name", "dob", "id", "lab"])
    gc = c.staff()
    d.t("Clinician: ")
    d.p("DOCTOR", fname(gc, r.choice(["fl", "fml", "lf"])))
    d.t(", " + c.gc_cred() + "\n")
    if not c.uk:
        d.t("Visit #: ")
        d.p("ACCOUNT", c.account())
        d.t("\n")
    d.t("\n")
    if phone_call:
        d.t("Called " + ("parent" if child else "patient") + " on ")
        d.p("PHONE", k.mobile)
        d.t(r.choice([" as pre-arranged. ", ". ", " - answered on second attempt. "]))
    d.t("Identity confirmed using full name, DOB and first line of address (")
    d.p("STREET", k.addr["street"])
    d.t(").\n")
    v = C.pick_variant(r, area if area != "adult" else None)
    z = C.zyg(r, v)
    present = c.person()
    if child:
        d.t("Present: mother ")
        d.p("FAMILY", fname(present, r.choice(["f", "fl"])))
        d.t(r.choice([" and maternal grandmother.", ", father at work.", " with the child ("]))
        if d.buf[-1].endswith("("):
            d.p("PATIENT", fname(k.p, r.choice(["f", "nick"])))
            d.t(", aged ")
            d.p("AGE", str(k.age))
            d.t(").")
        d.t("\n")
    else:
        rel, present = K.companion(c, k)
        d.t(r.choice(["Present: patient and ", "Pt joined by ", "With "]))
        d.t(r.choice([k.her() + " ", ""]) + rel + " ")
        d.p("FAMILY", fname(present, r.choice(["f", "fl"])))
        d.t(".\n")
    d.t("\nPre-test recap: " + r.choice([
        "Sample taken at the initial appointment",
        "Testing arranged via the ICC clinic",
        "Blood sent after a telephone pre-test consultation"]) + " on ")
    d.date(fmt.add_days(k.ref, -r.randint(30, 150)))
    d.t("; report authorised by the laboratory on ")
    d.date(fmt.add_days(k.ref, -r.randint(2, 20)))
    d.t(" (ref ")
    d.p("IDNUM", c.labno(k.ref.year))
    d.t(")." + r.choice([" Result reviewed at the variant MDT beforehand.", "",
                        " Consultant " + c.dr() + " "]))
    if d.buf[-1].endswith(" "):
        d.p("DOCTOR", fname(c.staff(), "l"))
        d.t(" aware of result.")
    d.t("\n")
    d.t("\nResult: ")
    d.t("%s %s %s %s - %s, %s.\n" % (v[0], v[1], v[2], v[3], z, v[4].upper()
                                    if r.random() < 0.3 else v[4]))
    d.t(r.choice(["Explained that this ", "Discussed that the result ", "Advised that this "]))
    if v[4] in ("Pathogenic", "Likely pathogenic"):
        d.t("confirms a diagnosis of " + v[5] + ". ")
    else:
        d.t("is a variant of uncertain significance and should not be used for predictive "
            "testing; management based on family history. ")
    d.t(r.choice(["Information was absorbed well.", "Pt tearful but composed.",
                  "Expected the result given family history.",
                  "Asked many appropriate questions about children."]) + " ")
    d.t(r.choice([
        "Inheritance pattern (%s) explained with a diagram; 50%% chance for each child." % v[6]
        if v[6] == "AD" else "Recurrence risk of 1 in 4 for future pregnancies discussed.",
        "Reproductive options incl. PGT-M and prenatal diagnosis mentioned briefly.",
        "Psychological support offered; declined for now.",
        "Checked understanding using teach-back; accurate."]) + "\n")
    d.t("\nImplications for relatives:\n")
    rels = F.make_family(c, k.p, k.age, k.ref, area)
    shown = [f for f in rels if f["alive"] and f["rel"] in (
        "sister", "brother", "daughter", "son", "mother", "father", "aunt", "cousin")]
    for f in shown[:r.randint(2, 5)]:
        d.t("- " + F.rel_label(f) + " ")
        F.put_name(d, c, f, r.choice(["f", "fl"]))
        d.t(" (")
        d.p("AGE", str(f["age"]))
        d.t(")")
        if r.random() < 0.5:
            d.t(", lives in ")
            if r.random() < 0.25:
                d.p("COUNTRY", r.choice(P.COUNTRIES))
            else:
                d.p("CITY", c.address()["city"])
        d.t(" - " + r.choice(["patient will inform", "family letter to post",
                               "already aware", "not in contact", "will pass on letter"]) + "\n")
    d.t("\nPlan:\n")
    d.t("- Letter summarising results to be sent to patient and GP by ")
    d.date(fmt.add_days(k.ref, r.randint(7, 21)))
    d.t(".\n- " + r.choice(PLAN_BY_AREA[area if v[4] in ("Pathogenic", "Likely pathogenic")
                                         else "vus"]))
    if r.random() < 0.6:
        d.t(" Referral sent to ")
        d.p("HOSPITAL", c.hospital())
        d.t(".")
    d.t("\n- Patient given direct line ")
    d.p("PHONE", c.phone())
    d.t(r.choice([" and team email ", " and "]))
    d.p("EMAIL", c.email(base="genetics.team"))
    d.t(".\n")
    K.sign(d, c, gc, c.gc_cred(), contact=r.random() < 0.5)
    return d
