"""Author-chosen genres: ED shift handoff board, base-hospital medical control radio log."""
import pools as P
import fmt as F
import scen as S
from ctx import addr, age_sex, sig, prof
from fmt import Person

PENDING = ["repeat labs", "CT read", "reassessment after meds", "bed assignment", "consultant callback",
           "ride home", "social work", "repeat vitals", "pain control", "PT eval", "repeat ECG",
           "urine output", "family meeting", "pharmacy med rec"]
REQ = {"stemi": "further NTG with SBP 104 and fentanyl 50 mcg", "stroke": "permission to bypass to comprehensive stroke centre",
       "mvc": "additional fentanyl 50 mcg", "fall": "additional fentanyl 25 mcg x2", "od": "repeat naloxone 2 mg IN",
       "seizure": "second dose of midazolam 5 mg IM", "sepsis": "second litre NS wide open",
       "dka": "second litre NS", "asthma": "magnesium sulfate 2 g IV", "anaph": "push-dose epinephrine 10 mcg q2min",
       "syncope": "transcutaneous pacing standby", "gib": "TXA 1 g IV", "psych": "midazolam 5 mg IM for agitation",
       "febsz": "midazolam 0.2 mg/kg IN if recurs", "burn": "additional fentanyl 100 mcg", "stab": "TXA 1 g IV",
       "hypogly": "glucagon 1 mg IM if no IV access", "chf": "NTG 0.8 mg SL q5min", "arrest": "norepinephrine infusion post-ROSC"}
REL_F = ["wife", "daughter", "mother", "sister"]
REL_M = ["husband", "son", "father", "brother"]


def shift_handoff(r, c, n):
    ck = F.Clock(r, r.choice([0, 1]))
    out_md, in_md = c.staff(), c.staff()
    charge = c.staff()
    n.x(("HOSPITAL", c.hosp), " ED - ", r.choice(["PHYSICIAN SIGN-OUT", "Shift Handoff (I-PASS)", "TRACKING BOARD EXPORT + HANDOFF"]), "\n")
    ck.m = r.choice([7, 15, 19, 23]) * 60 + r.randint(-10, 25)
    n.x("Date: ", ("DATE", c.d()), "   Change of shift ", ck.s(), "\n")
    n.x("Off-going: Dr. ", ("DOCTOR", out_md.form(r, "last")), "   On-coming: Dr. ", ("DOCTOR", in_md.form(r, "last")),
        "   Charge RN: ", ("DOCTOR", charge.form(r, r.choice(["full", "first"]))), "\n\n")
    npt = r.randint(4, 6)
    main_at = r.randrange(npt)
    for i in range(npt):
        if i == main_at:
            pt, age, sex, mr = c.pt, c.age, c.pt.sex, c.mrn
        else:
            pt = Person(r)
            age = r.randint(1, 15) if "Children" in c.hosp else r.randint(1, 98)
            sex, mr = pt.sex, F.mrn(r)
        s = S.pick(r, peds=age < 13)
        rm = r.choice([str(r.randrange(1, 40)), f"H{r.randrange(1, 12)}", f"Resus {r.randrange(1, 4)}", f"T{r.randrange(1, 6)}"])
        rmv = rm.split()[-1]
        lead = rm[:-len(rmv)]
        rn = c.staff()
        n.x(f"[{i + 1}] Rm ", lead, ("LOCATION_OTHER", rmv), " | ", ("PATIENT", pt.form(r, r.choice(["LASTFIRST", "lastfirst", "init", "last"]))),
            " | ", ("AGE", str(age)), sex, " | MRN ", ("MRN", mr), " | RN ", ("DOCTOR", rn.form(r, "initcaps")), "\n")
        v = S.vitals(r, s, age=age)
        sev = r.choice(["stable", "watcher", "unstable"]) if s["esi"] <= 2 else "stable"
        n.t(f"    I: {sev}.  P: {s['dx']}; {s['cc']}. {r.choice(s['ed'])}. Last VS {v['sbp']}/{v['dbp']}, HR {v['hr']}, SpO2 {v['spo2']}%.\n")
        n.t(f"    A: f/u {', '.join(r.sample(PENDING, r.randint(1, 3)))}; ")
        k = r.randrange(5)
        if k == 1 and s["k"] not in ("syncope", "fall", "asthma", "anaph", "hypogly", "febsz", "seizure"):
            k = 0
        if k == 0:
            n.x("admit to ", ("HOSPITAL", r.choice(P.UNIT_NAMES)), " once bed clean")
        elif k == 1:
            fam = Person(r)
            rels = (["mother", "grandmother", "aunt"] if fam.sex == "F" else ["father", "grandfather", "uncle"]) if age < 18 \
                else (REL_F if fam.sex == "F" else REL_M)
            n.x("if improved, d/c home with ", r.choice(rels), " ",
                ("FAMILY", fam.form(r, "first")), ", call ", ("PHONE", F.phone(r, c.area)))
        elif k == 2:
            n.x("accepted at ", ("HOSPITAL", c.hosp2), ", awaiting ", ("ORGANIZATION", c.agency), " for transfer")
        elif k == 3:
            n.x("call Dr. ", ("DOCTOR", c.staff().form(r, "last")), " (", S.CONSULT[s["k"]], ") pager ",
                ("PHONE", F.phone(r, c.area, r.choice(["dash", "local"]))), " with results")
        else:
            n.t("dispo pending re-eval")
        n.t(".\n")
        if i == main_at and r.random() < 0.6:
            n.x("    S: ", r.choice(["family", "pt"]), " aware; ", c.rel, " ", ("FAMILY", c.fam.form(r, "full")), " (",
                ("PHONE", c.fam_phone), ") wants a call with updates. ")
            if c.age >= 18 and r.random() < 0.5:
                n.t("Pt ")
                prof(n, c, r.choice([0, 2]))
                n.t(". " if c.retired else ", worried about missing shifts. ")
            n.t("\n")
        if r.random() < 0.2:
            n.x("    NB: arrived by ", ("ORGANIZATION", c.police), " on hold; officer ", ("FAMILY", Person(r).form(r, "last")),
                " at bedside.\n")
    n.t("\nBoarding: " + str(r.randint(2, 14)) + " admitted pts in ED; waiting room " + str(r.randint(3, 40)) +
        "; LWBS " + str(r.randint(0, 6)) + ".\n")
    if r.random() < 0.5:
        n.x("EMS offload delays: ", ("ORGANIZATION", c.agency), " units x", str(r.randint(1, 4)), ", longest ",
            str(r.randint(30, 180)), " min.\n")
    n.x("\nHandoff given by ", ("DOCTOR", out_md.form(r, "full")), " to ", ("DOCTOR", in_md.form(r, "full")), " at ",
        ck.s(), "; read-back done.\n")
    if r.random() < 0.4:
        n.x("Board printed by user ", ("USERNAME", F.staff_username(r, charge)), " (", ("IPADDR", F.ip_private(r)), ")\n")
    return "shift_handoff"


def medcontrol_radio(r, c, n):
    s = S.pick(r, peds=c.age < 13, age=c.age)
    ck = F.Clock(r)
    micn, basedoc = c.staff(), c.staff()
    medic = c.staff()
    unit = f"{r.choice(['Medic', 'Rescue', 'Ambulance', 'M'])} {r.randrange(1, 60)}"
    n.x(("HOSPITAL", c.hosp), r.choice([" BASE STATION", " - Online Medical Control", " Base Hospital Radio Log"]), "\n")
    n.x("Date: ", ("DATE", c.d()), "   Time of contact: ", ck.s(), "   Channel: ",
        r.choice(["MED 4", "MED 8", "phone patch", "recorded line", "VHF 155.340"]), "\n")
    n.x("Recording ID: ", ("IDNUM", f"REC{F.digits(r, 9)}"), "   Log #: ", ("IDNUM", f"{c.year % 100:02d}-{F.digits(r, 5)}"), "\n")
    n.x("MICN/BHN: ", ("DOCTOR", micn.form(r, r.choice(["full", "lastfirst"]))), ", RN   Base physician: Dr. ",
        ("DOCTOR", basedoc.form(r, r.choice(["full", "last"]))), "\n")
    n.x("Calling unit: ", ("ORGANIZATION", c.agency), " ", unit, "; ", ("DOCTOR", medic.form(r, r.choice(["full", "init"]))),
        ", ", r.choice(["Paramedic", "ACP", "CCP"] if c.country == "CA" else ["Paramedic", "EMT-P", "NRP", "FP-C"]), " #", ("LICENSE", F.ems_cert(r, c.country)), "\n\n")
    n.t("REPORT: ")
    age_sex(n, c)
    n.x(f", c/o {s['cc']}. {s['hpi'][0].upper() + s['hpi'][1:]}. Findings: {s['find']}. ")
    v = S.vitals(r, s, age=c.age)
    n.t(f"VS: {S.vline(v, 1)}. Treatment so far: {'; '.join(s['ems'][:2])}.\n")
    if r.random() < 0.5:
        n.x("12-lead transmitted from ", ("IPADDR", F.ip_private(r)), " at ", ck.adv(1, 4), " - reviewed by Dr. ",
            ("DOCTOR", basedoc.form(r, "last")), ".\n")
    n.t("\nORDERS REQUESTED: " + REQ.get(s["k"], "additional medication beyond standing orders") + "\n")
    n.t("ORDERS GIVEN: " + "; ".join(r.sample(s["ems"], min(2, len(s["ems"])))) + r.choice(
        ["; repeat vitals q5min", "; contact again if SBP < 90", "; no further opioids", ""]) + ". Read back verified.\n")
    dest = c.hosp if r.random() < 0.6 else c.hosp2
    alert = {"stemi": "STEMI alert", "stroke": "stroke alert", "sepsis": "sepsis alert", "arrest": "post-arrest alert"}.get(
        s["k"], "trauma alert" if s["trauma"] else "no alert")
    n.x("DESTINATION: ", ("HOSPITAL", dest), "   ETA ", ck.adv(8, 25), "   ", alert, "\n")
    if dest == c.hosp2:
        n.x("Receiving notified by MICN at ", ("PHONE", F.phone(r, c.area)), ".\n")
    n.x("\nOUTCOME FOLLOW-UP (", ("DATE", c.dplus(r.randint(0, 2))), "): pt identified as ",
        ("PATIENT", c.pt.form(r, r.choice(["LASTFIRSTMI", "full"]))), ", MRN ", ("MRN", c.mrn), ", DOB ", ("DATE", c.dob_s()),
        "; ED dx ", s["dx"], "; ", r.choice(["admitted", "to cath lab", "to OR", "discharged", "transferred"]), ".\n")
    if r.random() < 0.5:
        n.x("Family contact per EMS: ", c.rel, " ", ("FAMILY", c.fam.form(r, "full")), " ", ("PHONE", c.fam_phone), "\n")
    if r.random() < 0.4:
        n.x("Scene: ", ("STREET", c.addr.street), ", ", ("CITY", c.addr.city), " - ",
            r.choice(["residence", "roadside", "workplace", "nursing home"]), "\n")
    if r.random() < 0.5:
        n.x("QA review: ", r.choice(["protocol compliant", "orders outside protocol - reviewed with medic",
                                      "delay in contact noted"]), " - ", ("DOCTOR", c.staff().form(r, "full")), ", EMS coordinator, ",
            ("EMAIL", F.email(r, c._staff[-1])), "\n")
    n.x("Signed: ", ("DOCTOR", micn.form(r, "full")), ", RN / Dr. ", ("DOCTOR", basedoc.form(r, "last")), "\n")
    return "medcontrol_radio"
