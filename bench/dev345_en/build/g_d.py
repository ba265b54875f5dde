"""Genres: patient flow board snapshot; bed / transfer request; discharge summary."""
import clinical as CL
import common as CM
import fmt as F
from ctx import practice_name

SOURCES = {"UK": ["GP", "ED", "111", "VW", "AMB", "UCR", "OPD"], "IE": ["GP", "ED", "OOH", "CIT", "OPD"],
           "US": ["ED", "PCP", "UC", "XFER"], "CA": ["ED", "FP", "WIC", "811"],
           "AU": ["GP", "ED", "AMB", "HITH"], "NZ": ["GP", "ED", "AMB", "A/H"],
           "ZA": ["CLINIC", "CAS", "GP"], "SG": ["POLY", "ED", "GP"]}

PATHS = ["DVT", "?PE", "PE", "Cellulitis", "Syncope", "Chest pain", "AF", "Pyelo", "IDA/IV iron",
         "AKI", "Low Na", "CAP", "Pleural", "UGIB (GBS 0)", "?GCA", "Headache", "IVAB day 3",
         "Hyperkalaemia", "Falls/syncope", "Anaemia - transfuse"]

STATUSES = ["Awaiting USS", "Awaiting CTPA", "Awaiting bloods", "Bloods back - for review",
            "Awaiting senior review", "Seen - for d/c", "IV abx running", "TTO with pharmacy",
            "Awaiting transport", "Bed requested", "Awaiting echo", "Ready to go", "For LP?",
            "Iron infusion 15 min obs", "Waiting for relative", "Cannulated, bloods sent",
            "Awaiting x-ray", "Repeat trop 14:30"]

FLAGS = ["Falls risk", "Interpreter (%s)", "DNACPR", "Sepsis screen -ve", "Isolation (MRSA)",
         "Dementia - butterfly", "LD passport", "Diabetic", "Hard of hearing", "Allergy: pen",
         "Frailty CFS 6", "Needs hoist", "Safeguarding", "", "", "", ""]


def flow_board(n, c, rng):
    staff = [c.staff(k, "fb%d" % i) for i, k in enumerate(["cons", "reg", "jr", "anp", "anp", "jr"])]
    coord = c.staff("coord")
    t = CM.tm(rng, 10, 17)
    n.f("{u} PATIENT FLOW BOARD - snapshot {d} {t}\n", u=c.unit.upper(), d=c.D(c.d0), t=t)
    n.f("{h}\n", h=(c.hosp, "HOSPITAL"))
    cap = rng.randint(10, 20)
    rows = rng.randint(8, 15)
    n.t("Capacity %d spaces | In department %d | Expected %d | Longest wait %dh%02d | Breaches %d\n" % (
        cap, rows, rng.randint(1, 6), rng.randint(3, 9), rng.randint(0, 59), rng.randint(0, 2)))
    if rng.random() < 0.8:
        n.f("Exported by {u} from {ip} - auto-refresh 60 s\n", u=coord.user(rng),
            ip=(F.private_ip(rng), "IPADDR"))
    n.f("Nurse in charge: {nic}   Consultant of the day: Dr {cn}   Registrar bleep {b}\n\n",
        nic=coord.full(), cn=staff[0].ln(), b=(staff[1].bleep, "PHONE"))
    wide = rng.random() < 0.6
    if wide:
        n.t("%-5s| %-24s| %-6s| %-12s| %-6s| %-13s| %-4s| %-6s| %-26s| %s\n" % (
            "LOC", "PATIENT", "AGE", "ID", "SRC", "PATHWAY", "CLIN", "ARR", "STATUS", "FLAGS"))
        n.t("-" * 120 + "\n")
    used = set()
    pts = [c.pt] + [CM.mini_patient(rng, c) for _ in range(rows - 1)]
    c.pt.age = c.age
    c.pt.mrn = c.mrn
    for i, p in enumerate(pts):
        while True:
            loc = CM.short_bay(rng)
            if loc[0] not in used:
                used.add(loc[0])
                break
        clin = rng.choice(staff[1:])
        arr = CM.tm(rng, 7, 15)
        fl = rng.choice(FLAGS)
        if "%s" in fl:
            fl = fl % rng.choice(CM.INTERPRETER)
        src = rng.choice(SOURCES[c.c])
        nm = p.caps() if rng.random() < 0.7 else (p.lni() if rng.random() < 0.5 else p.full())
        age = [(str(p.age), "AGE"), p.sex]
        if wide:
            n.v([CM.pad(loc, 5), "| ", CM.pad(nm, 24), "| ", CM.pad(age, 6), "| ", CM.pad((p.mrn, "MRN"), 12),
                 "| ", "%-6s| %-13s| " % (src, rng.choice(PATHS)), CM.pad(clin.ini2(), 4), "| ",
                 "%-6s| %-26s| %s" % (arr, rng.choice(STATUSES), fl), "\n"])
        else:
            n.v([loc, "  ", nm, " ", age, " ", (p.mrn, "MRN"), " - ", src, " - ", rng.choice(PATHS), " - ",
                 clin.ini2(), " - arr ", arr, " - ", rng.choice(STATUSES)])
            if fl:
                n.t(" [%s]" % fl)
            n.t("\n")
    n.t("\nEXPECTED\n")
    for j in range(rng.randint(2, 5)):
        p = CM.mini_patient(rng, c)
        n.v(["  ", p.caps() if rng.random() < 0.6 else p.full(), " ", (str(p.age), "AGE"), p.sex, " - "])
        r = rng.random()
        if r < 0.5:
            n.v([rng.choice(["GP", "Dr"]), " ", F.make_person(rng, c.c, "DOCTOR").ln(), " (",
                 (practice_name(rng, c.c), "HOSPITAL"), ")"])
        elif r < 0.7:
            n.v(["from ", c.other_hosp(), " ED"])
        else:
            n.t(rng.choice(["ambulance ETA 20 min", "self-presenting", "virtual ward step-up", "via triage"]))
        n.t(", %s, ETA %s\n" % (rng.choice(PATHS), CM.tm(rng, 11, 18)))
    n.t("\nHUDDLE NOTES\n")
    notes = []
    p1, p2 = rng.sample(pts, 2)
    notes.append(["Bed requested for ", p1.lni(), " - ", c.ward(), ", bed manager aware"])
    notes.append(["Dr ", staff[1].ln(), " covering ", c.unit, " until 20:00, bleep ", (staff[1].bleep, "PHONE")])
    notes.append(["Transport booked for ", p2.caps(), " at 16:00 (", rng.choice(["PTS", "taxi voucher", "family collecting"]), ")"])
    if rng.random() < 0.5:
        notes.append(["USS slots today: 3 left (sonographer ", F.make_person(rng, c.c, "DOCTOR").fn(), " ext ",
                      (F.ext(rng), "PHONE"), ")"])
    if rng.random() < 0.4:
        notes.append(["Chair ", (str(rng.randint(1, 16)), "LOCATION_OTHER"), " out of use - recliner broken, estates logged"])
    if rng.random() < 0.4:
        notes.append(["Staffing: ", c.staff("nurse", "fbn").full(), " moved to ", c.ward(), " from 14:00"])
    for x in notes:
        n.v(["- ", x, "\n"])
    return None


def bed_request(n, c, rng):
    s = CL.scenario(rng, c)
    req = c.staff(rng.choice(["reg", "jr", "anp"]), "req")
    cons = c.staff("cons")
    flow = c.staff("flow")
    t0 = CM.tm(rng, 11, 19)
    inter = rng.random() < 0.35
    n.f("{h}\n", h=(c.hosp, "HOSPITAL"))
    n.t(("INTER-HOSPITAL TRANSFER REQUEST" if inter else rng.choice(["BED REQUEST", "ADMISSION / BED REQUEST FORM",
                                                                     "REQUEST FOR INPATIENT BED"])) + "\n")
    n.f("Ref: {r}   Requested: {d} {t}\n", r=("BR-%s" % F.digits(rng, 6) if not inter else "TX%s" % F.digits(rng, 7), "IDNUM"),
        d=c.D(c.d0), t=t0)
    n.f("Requested by: {w}\n", w=CM.staff_sig(c, req, rng, lic=False, bleep=True))
    n.f("Current location: {u}, ", u=c.unit)
    n.v(CM.bay(rng, c))
    n.t("\n\nPATIENT\n")
    CM.demo_block(n, c, rng)
    n.f("NOK: {nok} ({rel}) - {t}", nok=c.nok.full(), rel=c.nok_rel, t=(c.nok_tel, "PHONE"))
    n.t(rng.choice([" - aware of admission\n", " - not yet informed\n", " - informed by phone\n"]))
    if rng.random() < 0.1:
        n.f("Police custody - escorted by two officers. Custody ref {cr}, fingerprint ID {fp}\n",
            cr=(F.letters(rng, 2) + "/" + F.digits(rng, 5) + "/" + str(c.d0.year % 100), "IDNUM"),
            fp=(rng.choice(["FP", "LS"]) + F.digits(rng, 7), "BIOID"))
    n.t("\nCLINICAL\n")
    n.f("Working diagnosis: {dx}\n", dx=s.dx)
    n.t("Reason ambulatory care not appropriate: " + rng.choice([
        "NEWS2 rose to %d after 4 h" % rng.randint(5, 7), "needs IV fluids and repeat K overnight",
        "lives alone, unable to mobilise safely, no package of care", "oxygen requirement 2 L",
        "frail, CFS 6, delirium screen positive (4AT 5)", "awaiting MRI not available as outpatient",
        "syncope with high-risk ECG features - for telemetry"]) + "\n")
    n.t("Obs: " + CL.obs_text(CL.obs(rng, 1), rng) + "\n")
    spec = {"syncope": "Cardiology", "af": "Cardiology", "chest": "Cardiology", "aki": "Renal",
            "pe": "Respiratory", "cap": "Respiratory", "pleural": "Respiratory", "ugib": "Gastroenterology",
            "headache": "Rheumatology"}.get(s.kind, "General Medicine")
    if c.age > 80 and rng.random() < 0.6:
        spec = "Care of the Elderly"
    elif rng.random() < 0.3:
        spec = rng.choice(["Acute Medicine", "General Medicine"])
    n.f("Specialty: {sp}   Accepting consultant: Dr {cn}\n", sp=spec, cn=cons.full())
    n.t("Isolation: %s   Oxygen: %s   Mobility: %s\n" % (
        rng.choice(["none", "side room (C. diff)", "side room (MRSA)", "COVID PCR pending", "CPE screen pending"]),
        rng.choice(["room air", "2 L NC", "28% venturi"]), rng.choice(["independent", "1 + frame", "hoist", "stick"])))
    n.t("Resus status: %s   Capacity: %s\n" % (rng.choice(["for CPR", "DNACPR (form in notes)", "discussion pending"])
                                                if c.age > 70 else "for CPR",
                                                rng.choice(["has capacity", "lacks capacity re: admission (MCA form)"
                                                            if c.c in ("UK", "IE") else "lacks decision-making capacity",
                                                            "not assessed"])))
    if inter:
        dest = c.other_hosp()
        da = F.Address(rng, c.c, c.region)
        n.t("\nRECEIVING HOSPITAL\n")
        n.f("{h}, {a}\n", h=dest, a=da.pieces())
        recv = F.make_person(rng, c.c, "DOCTOR")
        n.f("Accepting clinician: Dr {r} ({sp}) - accepted {t}\n", r=recv.full(), sp=rng.choice(
            ["Cardiology", "Vascular", "Renal", "Respiratory", "Haematology"]), t=CM.tm_after(rng, t0, 20, 90))
        n.f("Receiving ward: {w}   Tel {p}   Fax {fx}\n", w=c.ward(), p=(F.phone(rng, c.c, "land"), "PHONE"),
            fx=(F.phone(rng, c.c, "land"), "FAX"))
        n.f("Ambulance booking no.: {b}   Crew level: {lv}   Escort: {e}\n",
            b=(F.digits(rng, 2) + "-" + F.digits(rng, 6), "IDNUM"), lv=rng.choice(["ALS", "BLS", "PTS"]),
            e=rng.choice(["none", "nurse escort", "RMN"]))
        n.f("Documents: copy of notes, imaging pushed via PACS, referral ref {r}\n",
            r=("IEP" + F.digits(rng, 8), "IDNUM"))
    n.t("\nBED MANAGEMENT\n")
    n.f("Received by: {f} ({r}) - {p}\n", f=flow.full(), r=flow.role, p=(F.phone(rng, c.c, "mob") if rng.random() < 0.5
                                                                          else F.bleep(rng), "PHONE"))
    if rng.random() < 0.8:
        ward = c.ward()
        t_al = CM.tm_after(rng, t0, 30, 200)
        n.f("Allocated: {w} bed {b} at {t}", w=ward, b=(str(rng.randint(1, 32)), "LOCATION_OTHER"), t=t_al)
        if rng.random() < 0.5:
            n.f("; side room {r}", r=(str(rng.randint(1, 8)), "LOCATION_OTHER"))
        n.t("\n")
        nurse = c.staff("nurse", "recv")
        n.f("Handover given to {nu} ({r}) at {t}. Porter booked.\n", nu=nurse.full(), r=nurse.role,
            t=CM.tm_after(rng, t_al, 10, 60))
    else:
        n.t("No bed available - escalated to site manager; patient to remain in %s overnight (escalation area).\n" % c.unit)
    return s


def discharge(n, c, rng):
    s = CL.scenario(rng, c)
    clin = c.staff(rng.choice(["reg", "jr", "anp"]), "dc")
    cons = c.staff("cons")
    t0 = CM.tm(rng, 8, 13)
    n.f("{h}\n", h=(c.hosp, "HOSPITAL"))
    n.t(rng.choice(["%s DISCHARGE SUMMARY" % c.unit.upper(), "%s - Discharge Letter" % c.unit,
                    "AMBULATORY CARE DISCHARGE SUMMARY", "Electronic Discharge Notification"])
        if c.c != "US" else "OBSERVATION UNIT DISCHARGE SUMMARY")
    n.t("\n\n")
    CM.demo_block(n, c, rng)
    CM.gp_block(n, c, rng)
    n.t("\n")
    if c.c == "US" and rng.random() < 0.5:
        n.f("Patient ID verified at registration by palm-vein scan (biometric ID {b})\n",
            b=("PV" + F.digits(rng, 8), "BIOID"))
    n.f("Attendance: {d}  Arrived {t1}  Discharged {t2}   Encounter: {a}\n", d=c.D(c.d0), t1=t0,
        t2=CM.tm_after(rng, t0, 180, 560), a=(c.acct, "ACCOUNT"))
    n.f("Referral source: {src}\n", src=rng.choice(["GP", "ED", "ambulance", "NHS 111" if c.c == "UK" else "self",
                                                    "virtual ward"]))
    n.f("Consultant: Dr {cn}   Discharging clinician: ", cn=cons.full())
    n.v(CM.staff_sig(c, clin, rng, lic=False))
    n.t("\n\nDIAGNOSIS\n")
    n.f("Primary: {dx}\n", dx=s.dx)
    if rng.random() < 0.6:
        n.t("Comorbidities: ")
        CM.pmh_inline(n, s)
        n.t("\n")
    n.f("\nPRESENTING COMPLAINT\n{pc}\n\n", pc=s.pc[:1].upper() + s.pc[1:])
    n.t("SUMMARY\n")
    n.v(CM.pt_ref(c, rng, start=True))
    n.f(" ({age}) attended {u} with {pc}. ", age=c.age_t(), u=c.unit, pc=s.pc)
    n.t(" ".join(s.hpi) + " ")
    if s.kind in ("dvt", "pe") and "flight" in s.risk:
        n.f("Recent travel: {cty}. ", cty=CM.travel(rng, c.country_name()))
    elif rng.random() < 0.2:
        n.f("Returned from a holiday in {cty} {k} weeks ago. ", cty=CM.travel(rng, c.country_name()), k=rng.randint(1, 5))
    n.t("Observations on arrival: " + CL.obs_text(s.obs, rng) + ". ")
    n.t("Examination: " + "; ".join(s.exam) + ". ")
    if s.ecg:
        n.t("ECG: " + s.ecg + ". ")
    n.t(s.scores[0] + ". ")
    n.t(rng.choice(["Managed on the %s as per local pathway. " % s.pathway,
                    "Suitable for ambulatory management. ", "Discussed with on-call consultant. "]))
    n.t("\n\nINVESTIGATIONS\n")
    CM.labs_block(n, s, rng, header=False)
    for im in s.imaging:
        n.t(im + "\n")
    if rng.random() < 0.35:
        n.f("Pending at discharge: {x} (lab no. {a}) - {u} team will chase\n",
            x=rng.choice(["blood cultures", "MSU", "formal radiology report", "TSH", "haematinics"]),
            a=(F.letters(rng, 1) + F.digits(rng, 8), "IDNUM"), u=c.unit)
    n.t("\nMEDICATIONS ON DISCHARGE\n")
    rows = []
    for p in s.plan:
        if any(w in p.lower() for w in ("mg", " g ", "units", "iv ")):
            rows.append((p, "NEW"))
    for m in s.meds:
        rows.append((m, rng.choice(["unchanged", "unchanged", "unchanged", "CHANGED - see note", "STOPPED"])))
    if not rows:
        rows.append(("No changes to regular medication", ""))
    for dr_, st in rows:
        n.t("  %-60s %s\n" % (dr_, st))
    n.f("Allergies: {a}\n", a=s.allergy)
    n.t("\nFOLLOW-UP\n")
    fu = c.day(rng.choice([1, 2, 3, 7, 14, 28, 42]))
    n.f("{what} on {d} at {t}", what=rng.choice(["Return to %s" % c.unit, "Telephone review", "Hot clinic",
                                                 "Virtual ward follow-up", "Repeat bloods"]),
        d=c.D(fu), t=CM.tm(rng, 9, 16))
    if rng.random() < 0.4:
        n.v([", ", CM.bay(rng, c)])
    n.t("\n")
    n.f("Actions for {gp}: ", gp=c.gp_term())
    n.t(rng.choice(["please repeat U&E in 1 week", "review anticoagulation at 3 months",
                    "please review BP in 2 weeks", "no actions required", "please chase outstanding histology",
                    "consider referral to falls service"]) + ".\n")
    n.t("\nSAFETY-NETTING\n" + s.safety + "\n")
    if rng.random() < 0.5:
        n.f("Information leaflet: {u}\n", u=c.url("leaflets/" + s.kind))
    if not c.retired and c.age < 67 and rng.random() < 0.35:
        n.f("Fit note issued {d1} to {d2} (occupation: {j})\n", d1=c.Ds(c.d0), d2=c.Ds(c.day(rng.randint(7, 14))),
            j=(c.job, "PROFESSION"))
    n.t("\n")
    n.f("Electronically signed: {w}  {d} {t}\n", w=CM.staff_sig(c, clin, rng, lic=True), d=c.D(c.d0),
        t=CM.tm(rng, 15, 21))
    n.f("Copy to: {pr}", pr=(c.gp_prac, "HOSPITAL"))
    if rng.random() < 0.5:
        n.f(" via {em}", em=(c.gp_email, "EMAIL"))
    n.t("; patient\n")
    return s
