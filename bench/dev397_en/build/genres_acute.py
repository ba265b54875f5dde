"""Eye casualty attendance, contact lens clinic record, nurse telephone
advice record, corneal cross-linking procedure record."""
import blocks as B
import clinical as CL
import ids
import pools_places as PP

TRAVEL = ["Portugal", "Thailand", "India", "Spain", "Kenya", "Vietnam", "Brazil", "Philippines",
          "Greece", "Mexico", "Fiji", "Nigeria"]


def casualty(d, c):
    rng, pt, co = c.rng, c.pt, c.country
    us = co in ("US", "Canada")
    d.t(rng.choice(["EMERGENCY DEPARTMENT - OPHTHALMOLOGY CONSULT" if us else "EYE CASUALTY ATTENDANCE RECORD",
                    "Eye Emergency Clinic - Attendance", "Acute Eye Service record"]) + "\n")
    d.p(c.hosp["name"], "HOSPITAL")
    d.t("\n")
    B.pt_header(d, c, compact=rng.random() < .5)
    if co in ("US", "Canada", "Ireland") and rng.random() < .75:
        d.t(("SSN: " if co == "US" else "SIN: " if co == "Canada" else "PPSN: "))
        d.p(pt["ssn"], "SSN")
        d.t("\n")
    d.t("Attendance no: ")
    d.p(ids.account(rng, co), "ACCOUNT")
    d.t("   Arrived: ")
    d.put(c.dt(c.visit))
    d.t(" " + B.tm(rng) + "\nMode: ")
    m = rng.randrange(4)
    if m == 0:
        d.t("walked in")
    elif m == 1:
        d.f("brought by {r} {n}", r=c.kin["rel"], n=c.nm(c.kin, rng.choice(["full", "first"])))
    elif m == 2:
        d.t("ambulance (crew ")
        d.p(ids.plate(rng, co), "VEHICLE")
        d.t(")")
    else:
        d.t("referred by optometrist ")
        d.put(c.nm(c.optom, "full"))
        d.t(" (")
        d.p(c.optom_site["name"], "HOSPITAL")
        d.t(")")
    d.t("\nTriage: ")
    d.put(c.nm(c.nurse, rng.choice(["full", "first_l"])))
    d.t(", " + rng.choice(["RN", "ENP", "Triage Nurse", "Ophthalmic Nurse Practitioner"]) + " - Manchester Triage cat %d" % rng.randint(2, 4))
    d.t("   Cubicle: ")
    d.p(rng.choice(["3", "7", "E2", "Eye room 1", "12", "Minors 4"]), "LOCATION_OTHER")
    d.t("\n\nPC: " + CL.PC.get(c.cond["key"], "painful red eye") + " (" + c.aff + ")\n")
    d.t("HPC: ")
    d.put(c.age_p())
    d.s(" {p}", p=(pt["prof"], "PROFESSION"))
    if rng.random() < .6:
        d.s(" at {o}", o=(pt["employer"], "ORGANIZATION"))
    d.t(". ")
    for x in B.hx_lines(c):
        d.s(x + " ")
    if rng.random() < .3:
        d.s("Involved in an RTC as the driver of car reg {v} - airbag deployed. ", v=(ids.plate(rng, co), "VEHICLE"))
    if rng.random() < .35:
        d.s("Returned from {x} on {d1}. ", x=(rng.choice(TRAVEL), "COUNTRY"), d1=c.dt(c.ago(rng.randint(2, 14))))
    hol = [h for h in CL.HOLIDAYS.get(c.visit.month, [])
           if not (h == "Thanksgiving" and (co, c.visit.month) not in (("US", 11), ("Canada", 10)))
           and not (h == "the Fourth of July" and co != "US")]
    if hol and rng.random() < .5:
        h = rng.choice(hol)
        pre = "the " if h.startswith("the ") else ""
        d.s("Symptoms began over " + pre + "{h}. ", h=(h[len(pre):], "DATE"))
    d.t("\nPMH: " + ", ".join(rng.sample(["asthma", "T2DM", "HTN", "nil", "previous HSV", "keratoconus", "PK 2016"], 2)) + "\n")
    d.t("Meds: " + rng.choice(["nil", "salbutamol", "metformin", "Pred Forte", "ganciclovir gel"]) + "   Allergies: " +
        rng.choice(["NKDA", "penicillin", "latex"]) + "\n")
    d.t("pH on arrival: %.1f / %.1f\n\n" % (rng.uniform(7.0, 7.8), rng.uniform(7.0, 7.6)))
    d.t("Exam:\n")
    B.exam_table(d, c, rng.choice(["table", "lines"]))
    B.hard_neg(d, c, rng.randint(1, 2))
    d.t("\nImpression: " + B.dx(c) + "\n")
    d.t("Management:\n")
    for x in rng.sample(c.cond["plan"], min(3, len(c.cond["plan"]))):
        d.t("- " + x + "\n")
    if rng.random() < .5:
        d.s("- Discussed with on-call registrar {dr} (bleep {b}).\n", dr=c.nm(c.reg, "t_full"),
            b=(ids.pager(rng, co), "PHONE"))
    d.t("- Leaflet: ")
    d.p(ids.url_for(rng, c.hosp["name"]), "URL")
    d.t("\n- GP (")
    d.p(c.prac["name"], "HOSPITAL")
    d.t(") informed electronically.\n- ")
    B.followup(d, c, days=[1, 2, 3, 7, 14])
    if rng.random() < .4:
        d.s("Fit note: off work from {o} for 1 week.\n", o=(pt["employer"], "ORGANIZATION"))
    d.t("\nSeen by: ")
    d.put(c.nm(c.reg, rng.choice(["t_full", "full"])))
    d.t(", " + rng.choice(B.roles_jr(c)) + "  " + c.reg["lic"][0] + " ")
    d.p(c.reg["lic"][1], "LICENSE")
    d.t("\nDischarged " + B.tm(rng) + "\n")
    B.audit(d, c, c.reg, ip=rng.random() < .5)


def contact_lens(d, c):
    rng, pt, co = c.rng, c.pt, c.country
    d.t(rng.choice(["CONTACT LENS CLINIC RECORD", "Specialty Contact Lens Clinic", "Medical Contact Lens Service"]) + "\n")
    d.p(c.hosp["name"], "HOSPITAL")
    d.t("\n")
    B.pt_header(d, c)
    d.t("Date: ")
    d.put(c.dt(c.visit))
    d.t("   Optometrist: ")
    d.put(c.nm(c.optom, "full"))
    d.t("   " + c.optom["lic"][0] + " ")
    d.p(c.optom["lic"][1], "LICENSE")
    d.t("\nReferred by: ")
    d.put(c.nm(c.cons, "t_full"))
    d.t("\n\nIndication: " + CL.LENS_IND.get(c.cond["key"], "bandage CL for persistent epithelial defect") + "\n")
    d.s("Occupation: {p}", p=(pt["prof"], "PROFESSION"))
    d.t(rng.choice(["; long hours on screens", "; dusty environment", "; outdoor work", "; shift work"]) + ". ")
    d.s("Hobbies: {h}.\n", h=rng.choice(["swimming - advised goggles over lenses", "rugby", "gaming", "gardening", "sailing"]))
    d.t("Current lenses: " + rng.choice(["Rose K2 RGP both eyes", "none", "Kerasoft IC RE", "ICD 16.5 scleral", "spectacles only"]) + "\n")
    d.t("Topography: Kmax RE %.1f D, LE %.1f D (Pentacam " % (rng.uniform(46, 64), rng.uniform(45, 60)))
    d.put(c.dt(c.ago(rng.randint(10, 120))))
    d.t(")\n\n")
    lens = rng.choice(["Onefit MED scleral", "Rose K2 XL", "KeraSoft IC", "Zenlens scleral", "Boston XO2 corneal RGP"])
    d.t("Trial lens: " + lens + "\n")
    R, L = B.eyes(c)
    for e in (R, L):
        d.t("  %s: BOZR %.2f  TD %.1f  sag %d µm  BVP %+.2f  LZ %s  VA %s  fit: %s\n" % (
            e, rng.uniform(6.5, 8.2), rng.choice([9.6, 11.2, 14.5, 15.6, 16.5]), rng.randint(3800, 4800),
            rng.uniform(-9, 1), rng.choice(["std", "flat 2", "steep 1"]), c.va(),
            rng.choice(["central clearance 200 µm, no limbal touch", "mild blanching at 6 o'clock", "good movement",
                        "apical bearing - steepen"])))
    d.t("\nLens order: ")
    d.p(rng.choice(PP.LENS_LABS), "ORGANIZATION")
    d.t(", order no. ")
    d.p(ids.idnum(rng, "order"), "IDNUM")
    d.t("\nLens serial numbers: " + R + " ")
    d.p(ids.device_serial(rng, "lens"), "DEVICE")
    d.t(", " + L + " ")
    d.p(ids.device_serial(rng, "lens"), "DEVICE")
    d.t("\n\nCare regime: " + rng.choice(["hydrogen peroxide (AOSept Plus)", "preservative-free saline for filling, Menicare Pure",
                                          "Boston Simplus"]) + ". No tap water - Acanthamoeba risk explained. No sleeping in lenses.\n")
    d.t("Wearing schedule: build up 4 h/day, max 12 h.\n")
    B.hard_neg(d, c, 1)
    if rng.random() < .6:
        d.s("Patient portal for lens reminders: {u} (login {l}).\n", u=(ids.url_for(rng, c.hosp["name"]), "URL"),
            l=(pt["user"], "USERNAME"))
    d.t("Collection appointment: ")
    d.put(c.dt(c.later(rng.randint(14, 40))))
    d.t("; SMS reminder to ")
    d.p(pt["mob"], "PHONE")
    if rng.random() < .5:
        d.t(" and email to ")
        d.p(pt["email"], "EMAIL")
    d.t("\n")
    if co == "Australia" and rng.random() < .5:
        d.t("Item 10921 billed; fund ")
        d.p(c.insurer, "ORGANIZATION")
        d.t(" member ")
        d.p(ids.private_member(rng), "HEALTHPLAN")
        d.t("\n")
    if co == "US" and rng.random() < .6:
        d.t("Vision plan: ")
        d.p(c.insurer, "ORGANIZATION")
        d.t(", ID ")
        d.p(pt["plan"][1], "HEALTHPLAN")
        d.t("; medically necessary CL form filed\n")
    d.t("\n")
    B.sig(d, c, c.optom, rng.choice(["Optometrist", "Specialist Optometrist", "Contact Lens Practitioner"]), lic=False, short=True)
    B.audit(d, c, c.optom, ip=rng.random() < .4)


def telephone(d, c):
    rng, pt, co = c.rng, c.pt, c.country
    d.t(rng.choice(["TELEPHONE ENCOUNTER - Cornea/Uveitis Advice Line", "Nurse Advice Line Record",
                    "Ophthalmic Nurse Telephone Triage"]) + "\n")
    d.p(c.hosp["name"], "HOSPITAL")
    d.t("\nCall received: ")
    d.put(c.dt(c.visit, rng.choice(["wk_mdy" if co == "US" else "wk_dmy", None])))
    d.t(" " + B.tm(rng) + "   Logged by: ")
    d.put(c.nm(c.nurse, "full"))
    d.t(" (user ")
    d.p(c.nurse["user"], "USERNAME")
    d.t(")\nCaller: ")
    if rng.random() < .5:
        d.t("patient")
        num = pt["mob"]
    else:
        d.f("{r}, {n}", r=c.kin["rel"], n=c.nm(c.kin, "full"))
        num = c.kin["tel"]
    d.t("   Callback no: ")
    d.p(num, "PHONE")
    d.t("\n")
    B.pt_header(d, c, compact=True)
    d.t("\nReason for call: ")
    d.put(c.nm(pt, rng.choice(["first", "t_last"])))
    d.s(" reports {s} in the {e} eye since {w}. ", s=rng.choice(["increasing redness and ache", "blurred vision",
        "sticky discharge", "light sensitivity", "a white spot on the cornea"]), e=c.aff,
        w=rng.choice(["yesterday", "2 days ago", "this morning", "the weekend"]))
    ctx = {"graft": "Known graft - RSVP (Redness, Sensitivity, Vision, Pain) screen positive. ",
           "hlab27": "Known HLA-B27 uveitis, previous attacks treated with Pred Forte. ",
           "scleritis": "Known scleritis under joint care with Rheumatology. ",
           "hsv": "Known HSV keratitis on prophylactic aciclovir. ",
           "bacterial": "Contact lens wearer - lenses out since last night. ",
           "acanth": "Contact lens wearer; on PHMB/Brolene. ",
           "chem": "Chemical injury 2 days ago, irrigated in eye casualty. ",
           "fb": "Metallic FB removed in eye casualty 2 days ago. ",
           "abrasion": "Corneal abrasion diagnosed in eye casualty 2 days ago. "}
    d.t(ctx.get(c.cond["key"], "Known to the cornea service. "))
    if rng.random() < .5:
        d.s("Last clinic {d1} with {dr}. ", d1=c.dt(c.ago(rng.randint(10, 90))), dr=c.nm(c.cons, "t_last"))
    if rng.random() < .4:
        d.s("{He} is a {p} and is currently at work at {o}. ", He=c.he.capitalize(), p=(pt["prof"], "PROFESSION"),
            o=(pt["employer"], "ORGANIZATION"))
    d.t("\nDrops: " + ", ".join(rng.sample(c.cond["drugs"], min(2, len(c.cond["drugs"])))) + "\n")
    d.t("\nAdvice: ")
    d.t(rng.choice(["Attend eye casualty today for slit-lamp review.", "Increase Pred Forte to 2-hourly pending review tomorrow.",
                    "Continue current drops; call back if worse.", "Remove lenses and attend urgently."]) + "\n")
    d.s("Discussed with {dr} (bleep {b}) who agreed.\n", dr=c.nm(c.reg, "t_full"), b=(ids.pager(rng, co), "PHONE"))
    d.t("Appointment booked: ")
    d.put(c.dt(c.later(rng.randint(0, 3))))
    d.t(" " + B.tm(rng) + ", " + rng.choice(["Eye Casualty", "Corneal Clinic", "Uveitis clinic"]))
    if rng.random() < .4:
        d.t(" - ")
        d.p(rng.choice(["Room 6", "Suite B", "Clinic 3 room 2", "Bay 4"]), "LOCATION_OTHER")
    d.t("\n")
    if rng.random() < .4:
        d.s("Transport: {r} will drive ({v}); hospital car park permit issued.\n", r=c.kin["rel"],
            v=(ids.plate(rng, co), "VEHICLE"))
    d.t("Confirmation SMS sent to ")
    d.p(pt["mob"], "PHONE")
    if rng.random() < .5:
        d.t("; address checked: ")
        d.put(c.addr(pt["home"]))
    d.t("\nCall duration 6 min. Safety-netting advice given; patient verbalised understanding.\n")
    d.t("Call ref: ")
    d.p(ids.account(rng, co), "ACCOUNT")
    d.t("\n")


def cxl(d, c):
    rng, pt, co = c.rng, c.pt, c.country
    d.t(rng.choice(["CORNEAL CROSS-LINKING PROCEDURE RECORD", "CXL Treatment Record", "Collagen Cross-Linking - Procedure Note"]) + "\n")
    d.p(c.hosp["name"], "HOSPITAL")
    d.t(" - " + rng.choice(["Laser Suite", "Refractive & Cornea Unit", "Eye Day Unit"]) + ", ")
    d.p(rng.choice(["Treatment Room 2", "Procedure Room B", "Laser Room 1"]), "LOCATION_OTHER")
    d.t("\n")
    B.pt_header(d, c, compact=rng.random() < .5)
    d.t("Date: ")
    d.put(c.dt(c.visit))
    d.t("   Eye: " + c.aff.upper() + "\nConsent form: ")
    d.p(ids.idnum(rng, "consent"), "IDNUM")
    d.t(" signed ")
    d.put(c.dt(c.ago(rng.randint(7, 60))))
    if c.age < 18:
        d.f(" by {r} {n} (parent)", r="mother" if c.kin["sex"] == "F" else "father", n=c.nm(c.kin, "full"))
    d.t("\nOperator: ")
    d.put(c.nm(c.cons, "t_full"))
    d.t("   Nurse: ")
    d.put(c.nm(c.nurse, "full"))
    d.t("\n\nPre-op: Kmax %.1f D, thinnest pachy %d µm (Pentacam " % (rng.uniform(50, 62), rng.randint(400, 480)))
    d.put(c.dt(c.ago(rng.randint(5, 40))))
    d.t(")\nProtocol: " + rng.choice(["epi-off Dresden (3 mW/cm2, 30 min)", "accelerated epi-off 9 mW/cm2 x 10 min",
                                      "pulsed accelerated 30 mW/cm2 (8 min on/off)", "epi-on (transepithelial)"]) + "\n")
    d.t("UV device: " + rng.choice(["Avedro KXL", "CCL-Vario", "UV-X 2000", "PXL Platinum 330"]) + ", S/N ")
    d.p(ids.device_serial(rng, "kxl"), "DEVICE")
    d.t("; calibrated " + B.tm(rng) + " (irradiance checked with UV meter)\n")
    d.t("Riboflavin: " + rng.choice(["VibeX Rapid", "MedioCROSS D", "ParaCel", "Ricrolin"]) + ", lot ")
    d.p(ids.idnum(rng, "lot"), "IDNUM")
    d.t("; soaked 20-30 min until flare seen in AC\n")
    d.t("Epithelium removed: 9 mm with 20% alcohol / hockey knife\n")
    d.t("Pachymetry after riboflavin: %d µm%s\n" % (rng.randint(390, 470), rng.choice(["", " (hypo-osmolar riboflavin used)"])))
    d.t("Total UVA dose: 5.4 J/cm2\nBandage CL: PureVision, serial ")
    d.p(ids.device_serial(rng, "lens"), "DEVICE")
    d.t("\nComplications: " + rng.choice(["none", "mild discomfort", "none - well tolerated"]) + "\n")
    d.t("Post-op drops: ofloxacin 0.3% QDS 1 week; FML 0.1% QDS 4 weeks taper; preservative-free lubricants\n")
    d.t("Analgesia: paracetamol/codeine; advised sunglasses. Emergency line: ")
    d.p(c.hosp["tel"], "PHONE")
    d.t("\nBCL removal: ")
    d.put(c.dt(c.later(rng.randint(4, 7))))
    d.t("   Topography follow-up: ")
    d.put(c.dt(c.later(rng.choice([90, 180]))))
    d.t("\n")
    if co == "US":
        d.t("Billing: CPT 0402T; acct ")
        d.p(ids.account(rng, co), "ACCOUNT")
        d.t("; ")
        d.p(c.insurer, "ORGANIZATION")
        d.t(" ")
        d.p(pt["plan"][1], "HEALTHPLAN")
        d.t("\n")
    B.audit(d, c, c.cons, ip=rng.random() < .5)
