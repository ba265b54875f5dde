"""Genres: ED nursing flowsheet, ED discharge instructions, EMS refusal (AMA) form."""
import pools as P
import fmt as F
import scen as S
from ctx import addr, age_sex, sig, prof

DC_INFO = {
    "stemi": ("heart attack (STEMI)", "You had a stent placed. Take ticagrelor and aspirin every day; do not stop them unless your cardiologist tells you to."),
    "syncope": ("fainting (syncope)", "Your heart tests were reassuring. Drink plenty of fluids and stand up slowly."),
    "asthma": ("asthma flare", "Use albuterol 2-4 puffs every 4 hours as needed. Take prednisone 40 mg daily for 5 days."),
    "anaph": ("severe allergic reaction", "Carry 2 epinephrine auto-injectors at all times. Avoid the food that caused this reaction."),
    "hypogly": ("low blood sugar", "Eat regular meals. Check your sugar before bed. Reduce glargine to 20 units until seen."),
    "fall": ("fall with bruising", "Use ice 20 minutes at a time. Take acetaminophen 1 g every 8 hours as needed for pain."),
    "mvc": ("chest wall injury from car crash", "Take deep breaths with the incentive spirometer 10 times an hour while awake."),
    "seizure": ("seizure", "Take levetiracetam 1000 mg twice daily. Do not drive until cleared by your doctor."),
    "febsz": ("febrile seizure and ear infection", "Give amoxicillin twice daily for 10 days. Use acetaminophen or ibuprofen for fever."),
    "dka": ("high blood sugar", "Take insulin exactly as prescribed. Check your sugar 4 times a day."),
    "psych": ("crisis visit - safety plan", "Keep your safety plan with you. Remove or lock up medications and firearms at home."),
}
REF_FIND = {"fall": "Ambulatory with steady gait, small abrasion L elbow, no midline spinal tenderness",
            "hypogly": "Now alert after oral glucose gel, eating a sandwich, BGL 118 mg/dL on recheck",
            "syncope": "Alert, oriented, skin warm and dry, no injuries from the episode",
            "mvc": "Ambulatory at scene, no visible injuries, denies neck or back pain, minor damage to vehicle",
            "seizure": "Alert and oriented, back to baseline per family, small bite mark on tongue",
            "asthma": "Speaking full sentences after own inhaler x4 puffs, mild end-expiratory wheeze",
            "chf": "Mild bibasilar crackles, trace ankle edema, speaking full sentences"}
NEWMED = {"stemi": "ticagrelor 90 mg twice daily", "syncope": "none", "asthma": "prednisone 40 mg daily x5 days",
          "anaph": "epinephrine auto-injector 0.3 mg, cetirizine 10 mg daily x3 days", "hypogly": "none - insulin dose reduced",
          "fall": "acetaminophen 1 g every 8 h as needed", "mvc": "ibuprofen 400 mg every 6 h with food",
          "seizure": "levetiracetam 1000 mg twice daily", "febsz": "amoxicillin 90 mg/kg/day divided twice daily x10 days",
          "dka": "insulin glargine 24 units nightly, insulin lispro with meals", "psych": "none"}
RETURN = ["chest pain or trouble breathing", "fainting or confusion", "fever over 38.5 C (101.3 F)",
          "vomiting that will not stop", "new weakness or numbness", "thoughts of harming yourself",
          "blood in vomit or stool", "worsening pain", "swelling of the lips or tongue", "a seizure lasting over 5 minutes"]


def nursing_flowsheet(r, c, n):
    s = S.pick(r, peds=c.age < 13, age=c.age)
    ck = F.Clock(r, r.choice([0, 1]))
    rns = [c.staff() for _ in range(r.randint(2, 3))]
    ini = [p.form(r, "initcaps") for p in rns]
    n.x(("HOSPITAL", c.hosp), "  |  ", r.choice(["ED NURSING FLOWSHEET", "Emergency Nursing Record", "ED Flowsheet - Nursing"]), "\n")
    n.x("Pt: ", ("PATIENT", c.pt.form(r, r.choice(["LASTFIRST", "LASTFIRSTMI"]))), " | MRN ", ("MRN", c.mrn), " | DOB ",
        ("DATE", c.dob_s()), " | ", ("AGE", str(c.age)), c.pt.sex, " | Rm ",
        ("LOCATION_OTHER", r.choice([str(r.randrange(1, 40)), f"H{r.randrange(1, 10)}", f"{r.choice('ABCD')}{r.randrange(1, 12)}"])),
        " | Acct ", ("ACCOUNT", c.acct), "\n")
    day = 7 * 60 <= ck.m < 19 * 60
    sh1, sh2 = ("0700-1900", "1900-0700") if day else ("1900-0700", "0700-1900")
    if ck.style == 0:
        sh1, sh2 = (f"{x[:2]}:{x[2:7]}:{x[7:]}" for x in (sh1, sh2))
    n.x("Date: ", ("DATE", c.d()), "   Primary RN: ", ("DOCTOR", rns[0].form(r, "full")), " (", sh1, ")")
    n.x(", ", ("DOCTOR", rns[1].form(r, "full")), " (", sh2, ")")
    n.t(f"\nAllergies: {r.choice(P.ALLERGIES)}   Isolation: {r.choice(['none', 'contact', 'droplet'])}   Code status: "
        f"{r.choice(['Full', 'Full', 'DNR/DNI', 'DNR - OK to intubate'])}   Wt {r.randint(12, 40) if c.age < 13 else r.randint(45, 140)} kg\n\n")
    n.t("VITAL SIGNS\nTime   Temp  HR   BP       RR  SpO2  O2        Pain  Init\n")
    for i in range(r.randint(3, 6)):
        v = S.vitals(r, s, drift=i, age=c.age)
        bp = f"{v['sbp']}/{v['dbp']}"
        n.x(f"{ck.adv(10, 60):<6} {v['temp']:<5} {v['hr']:<4} {bp:<8} {v['rr']:<3} {v['spo2']}%   "
            f"{r.choice(['RA', '2L NC', '4L NC', 'NRB', 'RA']):<9} {v['pain']:<5} ", ("DOCTOR", r.choice(ini[:2])), "\n")
    n.t("\nASSESSMENT\n")
    v = S.vitals(r, s, age=c.age)
    cv, resp, abd, neuro = S.exam(s, v)
    n.t(f"Neuro: {neuro}. CV: {cv}, cap refill <2 s. Resp: {resp}. GI: {abd}. Skin: warm, dry, Braden "
        f"{r.randint(12, 22)}. Falls: Morse {r.choice([15, 25, 45, 60])}.\n")
    n.x("Lines: PIV 20g L AC placed ", ck.adv(-120), " by ", ("DOCTOR", ini[0]), "; PIV 18g R FA placed by ", ("DOCTOR", ini[-1]), "\n")
    ck.adv(120)
    n.t("\nMEDICATION ADMINISTRATION\nTime   Medication / dose / route                 Init\n")
    for med in (s["ed"] + ["ondansetron 4 mg IV", "acetaminophen 1 g PO"])[:r.randint(2, 5)]:
        n.x(f"{ck.adv(10, 45):<6} {med:<42} ", ("DOCTOR", r.choice(ini)), "\n")
    if r.random() < 0.6:
        n.x("Infusion pump SN ", ("DEVICE", F.device_sn(r, r.choice([2, 5, 0]))), " (", r.choice(["Alaris 8015", "Sigma Spectrum", "Plum 360"]),
            "), channel ", r.choice("AB"), "\n")
    n.t(f"I&O: IV in {r.choice([250, 500, 1000, 1500])} mL / PO {r.choice([0, 120, 240])} mL; UO {r.choice([150, 300, 450, 600])} mL\n\n")
    n.t("NOTES\n")
    ck.adv(5, 20)
    n.x(ck.s(), " Pt resting, ", r.choice(["call light in reach", "bed low and locked", "side rails x2 up"]), ". ")
    if r.random() < 0.7:
        n.x(c.rel.capitalize(), " ", ("FAMILY", c.fam.form(r, r.choice(["first", "full"]))), " at bedside, updated on plan.")
    n.t("\n")
    if r.random() < 0.6:
        lab = c.staff()
        n.x(ck.adv(15, 60), " Critical value called by ", ("DOCTOR", lab.form(r, "full")), " (lab): ",
            r.choice(["K 6.2", "lactate 4.8", "Hgb 6.9", "troponin 1840", "glucose 38"]),
            "; read back and Dr. ", ("DOCTOR", c.staff().form(r, "last")), " notified.\n")
    if r.random() < 0.5:
        n.x(ck.adv(10, 40), " Specimens sent: blood cx x2, UA; label ", ("IDNUM", f"SP{F.digits(r, 8)}"), ".\n")
    if r.random() < 0.6:
        rec = c.staff()
        n.x(ck.adv(20, 90), " Report called to ", ("DOCTOR", rec.form(r, r.choice(["full", "firstinit"]))), ", RN on ",
            ("HOSPITAL", r.choice(P.UNIT_NAMES)), " at ", ("PHONE", F.phone_ext(r, c.area)), "; transported on monitor with ",
            ("DOCTOR", ini[-1]), ".\n")
    else:
        n.x(ck.adv(20, 90), " Discharged ambulatory with ", c.rel, "; instructions reviewed, teach-back done.\n")
    n.t("\nInitials key: ")
    for i, (p, x) in enumerate(zip(rns, ini)):
        if i:
            n.t("; ")
        n.x(("DOCTOR", x), " = ", ("DOCTOR", p.form(r, "full")), ", RN")
    n.t("\n")
    if r.random() < 0.6:
        n.x("Last filed by ", ("USERNAME", F.staff_username(r, rns[-1])), " from workstation ", ("IPADDR", F.ip_private(r)),
            " on ", ("DATE", c.d()), "\n")
    return "nursing_flowsheet"


def discharge_instructions(r, c, n):
    key = r.choice(sorted(DC_INFO))
    if c.age < 13:
        key = r.choice(["febsz", "asthma", "anaph", "fall"])
    elif key == "febsz":
        key = "syncope"
    dxw, advice = DC_INFO[key]
    doc, rn, pcp = c.staff(), c.staff(), c.staff()
    n.x(("HOSPITAL", c.hosp), "\n", r.choice(["Emergency Department Discharge Instructions", "AFTER VISIT SUMMARY - EMERGENCY",
                                              "Your Emergency Visit: Going Home Instructions"]), "\n\n")
    n.x("Patient: ", ("PATIENT", c.pt.form(r, r.choice(["full", "mi", "LASTFIRST"]))), "    DOB: ", ("DATE", c.dob_s()),
        "    MRN: ", ("MRN", c.mrn), "\n")
    n.x("Visit date: ", ("DATE", c.d()), "    Visit #: ", ("ACCOUNT", c.acct), "\n")
    n.x("You were seen by: Dr. ", ("DOCTOR", doc.form(r, r.choice(["full", "last"]))), " and ",
        ("DOCTOR", rn.form(r, r.choice(["full", "first"]))), ", RN\n\n")
    n.x("WHY YOU WERE HERE\n", r.choice(["You were treated for ", "Your diagnosis today: ", "You came in for "]), dxw, ".\n\n")
    n.x("WHAT TO DO AT HOME\n", advice, "\n")
    if key in ("mvc", "fall", "asthma", "stemi", "seizure"):
        n.t("Do not drive or operate machinery while taking opioid pain medicine.\n")
    n.t("\nYOUR MEDICINES\n")
    n.t(f"  NEW: {NEWMED[key]}\n")
    n.t(f"  CONTINUE: {S.meds(r, c.age, r.randint(1, 3), ', ')}\n")
    n.x("  Prescriptions sent to: ", ("HOSPITAL", c.pharm), ", ")
    pa = type(c.addr)(r, c.country)
    n.x(("STREET", pa.street), ", ", ("CITY", c.addr.city), "  Tel ", ("PHONE", F.phone(r, c.area)), "\n\n")
    n.t("FOLLOW-UP\n")
    n.x("  See Dr. ", ("DOCTOR", pcp.form(r, r.choice(["full", "mi"]))), " at ", ("HOSPITAL", c.clinic), " in ",
        r.choice(["2-3 days", "1 week", "48 hours", "5-7 days"]), ".\n")
    ca = type(c.addr)(r, c.country)
    n.x("  Address: ", ("STREET", ca.street), ", ", ("CITY", c.addr.city), ", ", ("STATE", c.addr.st), " ", ("ZIP", c.addr.zip), "\n")
    n.x("  Phone: ", ("PHONE", F.phone(r, c.area)))
    if r.random() < 0.6:
        n.x("   Fax: ", ("FAX", F.phone(r, c.area)))
    n.t("\n")
    if r.random() < 0.5:
        n.x("  Appointment: ", ("DATE", c.dplus(r.randint(2, 10), r.choice(["dowlong", c.ds]))), " at ",
            F.ftime(r, r.randint(8, 16), r.choice([0, 15, 30, 45]), 2), "\n")
    n.t("\nCOME BACK TO THE EMERGENCY DEPARTMENT OR CALL 911 IF YOU HAVE:\n")
    for x in r.sample(RETURN, r.randint(3, 5)):
        n.t(f"  - {x}\n")
    n.t("\n")
    if c.age >= 18 and r.random() < 0.6:
        n.x("WORK NOTE: ", ("PATIENT", c.pt.form(r, "full")), " was seen in our ED on ", ("DATE", c.d()))
        if c.retired:
            n.t(" and may resume normal activities ")
        else:
            n.x(" and may return to work at ", ("ORGANIZATION", c.employer), " ")
        n.x("on ", ("DATE", c.dplus(r.randint(1, 7))), r.choice([" with no restrictions.", " with light duty only.",
                                                                 " - no lifting over 10 kg for 1 week."]), "\n")
        if not c.retired and r.random() < 0.6:
            n.x("Job: ", ("PROFESSION", c.prof), "\n")
        n.t("\n")
    elif c.age < 18:
        n.x("SCHOOL NOTE: ", ("PATIENT", c.pt.form(r, "first")), " may return to ", ("ORGANIZATION",
            f"{r.choice(P.PLACE_WORDS)} {r.choice(['Elementary School', 'Public School', 'Middle School', 'Academy'])}"),
            " on ", ("DATE", c.dplus(r.randint(1, 4))), ".\n\n")
    n.x("See your results online at ", ("URL", F.url(r, r.choice(["mychart", "portal/login", "patient-access"]))),
        ". Questions: ", ("EMAIL", r.choice(["ed.followup", "edcallback", "emerg.nursing"]) + "@" + r.choice(["example.org", "example.com"])), " or the nurse line ",
        ("PHONE", F.phone_ext(r, c.area)), ".\n")
    if r.random() < 0.35:
        n.x("Interpreter used: ", r.choice(["Spanish", "Punjabi", "French", "Vietnamese", "Arabic", "Tagalog"]), ", ",
            ("DOCTOR", c.staff().form(r, "full")), " ID# ", ("IDNUM", F.digits(r, 6)), "\n")
    n.t("\nI understand these instructions and have received a copy.\n")
    if c.age < 18:
        n.x("Parent/guardian signature: ", ("FAMILY", c.fam.form(r, "full")), " (", c.rel, ")    Date: ", ("DATE", c.d()), "\n")
    else:
        n.x("Patient signature: ", ("PATIENT", c.pt.form(r, "full")), "    Date: ", ("DATE", c.d()), "\n")
    n.x("Discharging nurse: ", ("DOCTOR", rn.form(r, "full")), ", RN    Time: ", F.ftime(r, r.randrange(24), r.randrange(60)), "\n")
    return "discharge_instructions"


def ems_refusal(r, c, n):
    minor = c.age < 18
    kinds = ["fall", "hypogly", "syncope", "mvc", "seizure", "asthma"] + ([] if c.age < 40 else ["chf"])
    s = S.pick(r, kind=r.choice(kinds))
    ck = F.Clock(r)
    crew = [c.staff(), c.staff()]
    n.x(("ORGANIZATION", c.agency), "\n", r.choice(["REFUSAL OF TREATMENT AND/OR TRANSPORT", "Patient Refusal / Release (AMA)",
                                                    "NON-TRANSPORT - INFORMED REFUSAL"]), "\n\n")
    n.x("Incident #: ", ("IDNUM", F.case_no(r, c.year, r.choice([0, 1, 4]))), "    Date: ", ("DATE", c.d()), "    Time: ", ck.s(), "\n")
    n.x("Patient: ", ("PATIENT", c.pt.form(r, r.choice(["LASTFIRST", "full", "lastfirstmi"]))), "    DOB: ", ("DATE", c.dob_s()),
        "    Age: ", ("AGE", str(c.age)), "\n")
    n.t("Address: ")
    addr(n, c, style=r.choice([0, 3, 4]))
    n.x("\nPhone: ", ("PHONE", c.phone), "\n")
    if r.random() < 0.4:
        n.x("ID checked: ", r.choice(["driver's licence", "DL"]), " ", ("LICENSE", c.dl), "\n")
    n.x("\nSITUATION: 911 call placed by ", c.rel, " ", ("FAMILY", c.fam.form(r, r.choice(["full", "first"]))),
        " for ", s["cc"], ". On arrival found ")
    age_sex(n, c)
    place = "at the roadside beside the vehicle" if s["k"] == "mvc" else r.choice(["sitting on the couch", "standing in the driveway",
                                                                                    "in the kitchen", "seated on the front steps"])
    n.x(" ", place, ". ", REF_FIND[s["k"]], ".\n")
    for rep in range(2):
        v = S.vitals(r, s, age=c.age)
        v.update(sbp=r.randint(112, 156) if c.age >= 13 else r.randint(92, 112), hr=r.randint(66, 98) + (20 if c.age < 13 else 0),
                 rr=r.randint(14, 20), spo2=r.randint(95, 99), gcs=15, temp=round(r.uniform(36.3, 37.4), 1))
        v["dbp"] = int(v["sbp"] * r.uniform(0.55, 0.66))
        if rep == 0:
            n.x("Vitals ", ck.adv(5, 10), ": ", S.vline(v, 1), f", BGL {max(v['bgl'], 92)} mg/dL\n")
        else:
            n.x("Repeat ", ck.adv(10, 15), ": ", S.vline(v, 0), "\n\n")
    who = "Guardian" if minor else "Pt"
    n.t("DECISION-MAKING CAPACITY: A&Ox4, GCS 15, no signs of intoxication or head injury, able to repeat back risks. "
        f"{who} verbalizes understanding that refusing transport may result in worsening illness, disability or death.\n")
    n.t("RISKS EXPLAINED: " + {"fall": "undiagnosed fracture, delayed intracranial bleed", "hypogly": "recurrent hypoglycemia, seizure",
                               "syncope": "cardiac arrhythmia, recurrent syncope", "mvc": "internal bleeding, spinal injury",
                               "seizure": "recurrent seizure, aspiration", "asthma": "respiratory failure",
                               "chf": "worsening pulmonary edema, respiratory failure"}[s["k"]] + ".\n")
    n.x(f"Reason given by {who.lower()}: ", r.choice(["\"I feel fine now\"", "cost of ambulance", "needs to care for pets",
                                          "will have ", "prefers own physician"]))
    if n.buf[-1].endswith("will have "):
        n.x(c.rel, " ", ("FAMILY", c.fam.form(r, "first")), " drive to ", ("HOSPITAL", c.hosp), " later")
    n.t(".\n")
    if r.random() < 0.7:
        mc = c.staff()
        n.x("Online medical control: Dr. ", ("DOCTOR", mc.form(r, r.choice(["last", "full"]))), " at ", ("HOSPITAL", c.hosp),
            " via ", r.choice(["recorded line ", "phone "]), ("PHONE", F.phone(r, c.area)), " at ", ck.adv(2, 6),
            "; ", r.choice(["agrees with refusal", "advised re-attempt to persuade, pt still declines"]), ".\n")
    n.t("ADVICE GIVEN: call 911 for any return of symptoms; follow up with family doctor within 24 h; ")
    if s["k"] == "hypogly":
        n.t("eat a meal now, recheck sugar in 1 h; ")
    n.x("adult to stay with pt tonight (", c.rel, " ", ("FAMILY", c.fam.form(r, "first")), " agreed).\n\n")
    if minor:
        n.x("RELEASE: I, ", ("FAMILY", c.fam.form(r, "full")), ", ", c.rel, " and legal guardian of ", ("PATIENT", c.pt.form(r, "full")),
            ", refuse the treatment and/or transport recommended by ", ("ORGANIZATION", c.agency),
            " on behalf of the minor and release the agency and its personnel from liability.\n")
        n.x("Guardian signature: ", ("FAMILY", c.fam.form(r, r.choice(["full", "init"]))), "    Date: ", ("DATE", c.d()), "\n")
    else:
        n.x("RELEASE: I, ", ("PATIENT", c.pt.form(r, "full")), ", refuse the treatment and/or transport recommended by ",
            ("ORGANIZATION", c.agency), " and release the agency and its personnel from liability.\n")
        n.x("Patient signature: ", ("PATIENT", c.pt.form(r, r.choice(["full", "init"]))), "    Date: ", ("DATE", c.d()), "\n")
    if r.random() < 0.5:
        off = c.staff()
        n.x("Witness: ", r.choice(["Cst. ", "Officer "] if c.country == "CA" else ["Ofc. ", "Deputy "]), ("FAMILY", off.form(r, "full")), ", ", ("ORGANIZATION", c.police),
            ", badge ", ("IDNUM", F.digits(r, 4)), "\n")
    else:
        n.x("Witness: ", ("FAMILY", c.fam.form(r, "full")), " (", c.rel, ")\n")
    for p, cr in zip(crew, ["Paramedic", r.choice(["EMT", "PCP", "EMT-B"])]):
        n.x("Crew: ", ("DOCTOR", p.form(r, r.choice(["full", "lastfirst"]))), ", ", cr, "  #", ("LICENSE", F.ems_cert(r, c.country)), "\n")
    if r.random() < 0.5:
        n.x("Follow-up welfare call by ", ("DOCTOR", crew[0].form(r, "last")), " on ", ("DATE", c.dplus(1)), ": pt ",
            r.choice(["doing well", "saw PCP, no concerns", "did not answer; message left at "]))
        if n.buf[-1].endswith("at "):
            n.p(c.phone, "PHONE")
        n.t("\n")
    return "ems_refusal"
