"""Genres: medication reconciliation, discharge summary, organ transport and perfusion record."""
import datetime as dt

import case as K
import clinical as C

DAY = dt.timedelta(days=1)


def _tm(R, lo=0, hi=23):
    return "%02d:%02d" % (R.randint(lo, hi), R.randint(0, 59))


# ---------------------------------------------------------------------------
def med_rec(W, R, k, d):
    uk = k.uk
    d.line(R.choice(["MEDICATION RECONCILIATION", "Medicines Reconciliation (Pharmacy)", "Admission Medication History",
                     "Med Rec - Transplant Pharmacy", "Discharge Medication Reconciliation"]))
    K.header(d, W, R, k, date_label=R.choice(["Date", "Reconciled on", "Admission date"]))
    if R.random() < 0.5:
        d.f("Location: {w}, bed {b}\n", w=W.ward(), b=W.bed())
    d.line("Allergies: " + ", ".join(C.sentences(R, C.ALLERGIES, R.randint(1, 2))))
    d.line("Weight: %.1f kg   CrCl (C-G): %d mL/min" % (R.uniform(45, 120), R.randint(12, 95)))
    d.nl()
    d.add("Sources: patient")
    if R.random() < 0.7:
        f = k.fam[0]
        d.f(", {r} ({n})", r=f.rel, n=f.n(R.choice(["full", "given", "titlefull"]), R))
    ph = W.pharmacy()
    d.f(", {fill} from {p}", fill=R.choice(["dispensing history", "fill history", "repeat slip", "SCR"]), p=ph)
    if R.random() < 0.5:
        d.f(", outside records from {h}", h=W.hospital())
    d.add("\n")
    d.f("Preferred pharmacy: {p}, ", p=ph)
    d.add(W.address()[0])
    d.f("  Ph {t}  Fax {f}\n", t=W.phone(), f=W.phone("FAX"))
    if not uk and R.random() < 0.6:
        d.f("Rx benefit: {i}, member {m}, BIN 610{b}\n", i=W.insurer(), m=W.healthplan(), b=W.digits(3))
    d.nl()
    meds = C.med_list(R, k.organ, uk, R.randint(3, 8))
    d.line("%-50s %-6s %-12s %s" % ("Medication / dose / freq", "Route", "Last dose", "Action"))
    kind = R.choice(["md", "num"])
    for m in meds:
        route = ("SC" if ("insulin" in m[0] or "semaglutide" in m[0]) else "INH" if "inhaled" in m[0] else
                 "top" if "troche" in m[0] else R.choice(["PO", "PO", "oral"]))
        line = "%-50s %-6s " % (C.med_line(m, R, uk), route)
        d.add(line)
        if R.random() < 0.6:
            d.add(W.date(k.visit - DAY * R.randint(0, 2), kind), " " + R.choice(["08:00", "20:00", "2100", "am", "pm"]))
        else:
            d.add(R.choice(["today am", "last night", "unknown", "yesterday"]))
        d.add("  " + R.choice(["Continue", "Continue", "Hold", "Modify", "Stop", "Continue - own supply"]) + "\n")
    d.nl()
    d.line("Discrepancies / interventions:")
    items = C.sentences(R, [
        "Tacrolimus brand confirmed - do not switch between Prograf/Advagraf/Envarsus (not interchangeable).",
        "MMF dose on GP list differs from clinic letter - clarified with transplant team.",
        "Patient taking OTC St John's wort - advised to stop (CYP3A4 induction).",
        "Grapefruit juice daily - counselled.", "Clarithromycin on admission chart - changed to doxycycline.",
        "Omeprazole duplicated with pantoprazole - pantoprazole stopped.",
        "Co-trimoxazole stopped at 6 months per protocol but still dispensed.",
        "Diltiazem started by cardiology - expect rise in tac level.",
        "Fluconazole interaction - tac dose reduced by 50%.", "Insulin pen needles not on list - added."], R.randint(2, 4))
    for i, it in enumerate(items):
        d.line("%d) %s" % (i + 1, it))
    d.nl()
    ph_ = K.staff(W, R, k, "pharm")
    d.f("{n}", n=K.signed(ph_, R))
    if uk:
        d.f("  GPhC {g}\n", g=("2" + W.digits(6), "LICENSE"))
    else:
        d.f("  NPI {g}\n", g=W.npi())
    d.f("Reviewed with {n}", n=K.dr(k.cons, R, R.choice(["last", "full"])))
    d.f(" on {dd}.\n", dd=W.date(k.visit, R.choice(["num", "md"])))
    if R.random() < 0.55:
        d.f("ADC override for first-dose {drug}: biometric sign-on ID {b} ({u})\n",
            drug=R.choice(["tacrolimus", "valganciclovir", "oxycodone"]), b=W.bioid(), u=W.username(ph_))


PROC = {"kidney": ["ureteric stent (JJ) placed", "HD x2 for DGF", "US-guided graft biopsy"],
        "SPK": ["ureteric stent (JJ) placed", "enteric drainage of pancreas", "relaparotomy day 3 (bleed)"],
        "liver": ["T-tube not placed; duct-to-duct anastomosis", "ERCP day 9 (anastomotic leak, stent)", "US-guided ascitic drain"],
        "heart": ["EMB x1", "temporary epicardial pacing", "VA-ECMO for PGD, decannulated day 3"],
        "lung": ["bronchoscopy with BAL", "chest drains x4, removed day 6", "EVLP pre-implant (donor side)"]}
COURSE = {"kidney": ["Uncomplicated procedure with immediate graft function; creatinine fell from 8.4 to 1.6 mg/dL by day 5.",
                     "Delayed graft function requiring two sessions of haemodialysis; graft Doppler showed good perfusion (RI 0.72)."],
          "SPK": ["Immediate function of both grafts; off insulin from day 1. Lipase peaked at 410 and settled.",
                  "Pancreas graft thrombosis excluded on CT; on therapeutic heparin then apixaban."],
          "liver": ["Good early graft function; INR normalised by day 3 and bilirubin falling.",
                    "Early allograft dysfunction (AST peak 3,100) improved by day 5; US Doppler patent vessels."],
          "heart": ["Extubated on day 1, off inotropes day 4. First EMB grade 0R.",
                    "Primary graft dysfunction requiring VA-ECMO for 72 h, then steady recovery; EMB 1R."],
          "lung": ["Extubated on day 2; PGD grade 1 at 72 h. Bronchoscopy: healthy anastomoses.",
                   "Prolonged ventilation (5 days) with tracheostomy; decannulated before discharge."]}


# ---------------------------------------------------------------------------
def discharge(W, R, k, d):
    uk = k.uk
    he, his, him = K.pronoun(k)
    adm = k.visit - DAY * R.randint(4, 26)
    disc = k.visit
    d.line(R.choice(["DISCHARGE SUMMARY", "Discharge Summary", "Inpatient Discharge Letter", "TRANSPLANT DISCHARGE SUMMARY"]))
    d.f("{h}  -  {dep}\n", h=k.centre, dep=k.dept)
    if uk:
        K.header_uk(d, W, R, k, date_label=False)
    else:
        d.line("Patient: {n}   MRN: {m}   Acct: {a}", n=k.pt.n(R.choice(["LASTFIRST", "full"]), R), m=k.mrn, a=k.acct)
        if R.random() < 0.25:
            d.line("DOB: {dob}   Age: {a}   SSN: {s}", dob=W.date(k.dob), a=("%d" % k.age, "AGE"), s=W.ssn())
        else:
            d.line("DOB: {dob}   Age: {a}", dob=W.date(k.dob), a=("%d" % k.age, "AGE"))
    if not uk and R.random() < 0.6:
        d.line("Payer: {i}   Member ID: {m}", i=W.insurer() if R.random() < 0.7 else "Medicare", m=W.healthplan())
    elif uk and R.random() < 0.1:
        d.line("Private patient: {i} policy {m}", i=W.insurer(), m=W.healthplan())
    d.line("Admitted: {a}    Discharged: {b}", a=W.date(adm, R.choice(["num", "long"])), b=W.date(disc, R.choice(["num", "long"])))
    d.f("Attending: {n}    Ward: {w}\n", n=K.dr(k.cons, R, "full"), w=W.ward())
    dest = R.random()
    if dest < 0.7:
        d.f("Discharged to: home ({c})\n", c=(k.city, "CITY"))
    elif dest < 0.85:
        d.f("Discharged to: {h}\n", h=(R.choice(W.carehome), "HOSPITAL"))
    else:
        d.f("Discharged to: {h} for rehab\n", h=W.hospital())
    d.nl()
    d.line("Principal diagnosis: " + ("ESKD (" + k.aet + ")" if k.organ in ("kidney", "SPK") else k.aet))
    d.line("Procedure(s):")
    d.f("- {t} on {dd}", t=k.txtype, dd=W.date(adm + DAY * R.randint(0, 1), R.choice(["num", "md", "long"])))
    dk = C.donor_kind(R, k.txtype)
    d.f(" (donor {a}", a=W.age(R.randint(21, 66) if dk.startswith("living") else R.randint(8, 76), R.choice(["-year-old", "yo", "sexletter"])))
    d.add(", " + dk + (")" if dk.startswith("living") else R.choice([", CIT 13h)", ", WIT 18 min)", ")", ", CIT 8h 40m)"])) + "\n")
    for x in C.sentences(R, PROC[k.organ] + ["induction: basiliximab day 0 and 4", "ATG x3 doses",
                                             "return to theatre for haematoma evacuation"], R.randint(1, 3)):
        d.line("- " + C.uk_spell(x, uk))
    d.nl()
    d.line(R.choice(["Hospital course:", "HOSPITAL COURSE", "Summary of admission:"]))
    course = [R.choice(COURSE[k.organ] + [
        "Post-operative ileus managed conservatively; tolerating diet by day 6.",
        "Tacrolimus levels initially supratherapeutic (18.4) with tremor; dose reduced and level now 9.1."]),
        R.choice(["Foley removed day 5, voiding well.", "Drain removed day 4.", "Wound healing, clips to come out at GP.",
                  "CMV D+/R- - valganciclovir started.", "Seen by diabetes team for PTDM; started on gliclazide."]),
        R.choice(C.EPONYM_SENT)]
    d.add(C.uk_spell(C.typo(R, " ".join(course)), uk))
    if R.random() < 0.5:
        d.f(" {His} {r} {n} has been trained on medications.", His=his.capitalize(), r=k.fam[0].rel, n=k.fam[0].n("given", R))
    d.nl(2)
    d.line("Discharge labs: " + ", ".join("%s %s" % (a, v) for a, v, u in C.lab_values(R, k.organ, uk)[:7]) + "; tac " + C.tac(R))
    d.nl()
    K.meds_block(d, R, k, heading=R.choice(["Discharge medications:", "TTO:", "Medications on discharge:"]))
    d.nl()
    d.line("Follow-up:")
    fu = k.visit + DAY * R.randint(2, 7)
    d.f("- Transplant clinic {dd} at {t} with {n}, {h}", dd=W.date(fu, R.choice(["wd", "md", "num"])),
        t=R.choice(["9:30", "10:15", "14:00", "08:45"]), n=K.dr(K.staff(W, R, k, R.choice(["nephro", "surgeon", "hep"])), R, "last"), h=k.centre)
    d.f(" (tel {p})\n", p=k.tel)
    d.f("- Bloods {dd} and twice weekly at {loc}\n", dd=W.date(fu - DAY, "md"), loc=k.gp_practice if R.random() < 0.5 else W.hospital())
    if R.random() < 0.5 and k.organ in ("kidney", "SPK"):
        d.f("- Stent removal {dd}\n", dd=W.date(disc + DAY * R.randint(21, 42), R.choice(["num", "md", "my"])))
    d.line("Pending: " + R.choice(["blood cultures from day 9", "BK PCR", "HLA antibody screen", "none"]))
    d.nl()
    res = K.staff(W, R, k, "resident")
    d.f("Prepared by: {n}", n=K.signed(res, R, R.choice(["full", "iname"])))
    d.add(" ", W.pager(), "\n")
    d.f("Date: {dd}\n", dd=W.date(disc))
    d.f("cc: {g}, {p}", g=K.dr(k.gp, R, "full"), p=k.gp_practice)
    if R.random() < 0.4:
        d.f(", fax {f}", f=W.phone("FAX"))
    d.nl()


# ---------------------------------------------------------------------------
READINGS = {"kidney": ["flow 112 mL/min, RI 0.28, temp 4.1 C", "pressure 30 mmHg, flow 85, RI 0.41", "flow 96 mL/min, RI 0.33, temp 3.8 C"],
            "Liver": ["temp 36.8 C, lactate 1.9 -> 1.2 mmol/L, bile 12 mL/h", "HA flow 240 mL/min, PV 1.1 L/min, lactate 1.4"],
            "Heart": ["AoP 78 mmHg, coronary flow 780 mL/min, lactate 2.4 -> 1.9", "AoP 82 mmHg, CF 690 mL/min, lactate 3.1 (rising)"],
            "Bilateral lungs": ["PAP 11 mmHg, PVR 410, PaO2/FiO2 52 kPa on 21%", "compliance stable, P/F 460, no oedema"]}
ANATOMY = {"kidney": ["single artery on Carrel patch, single vein, single ureter", "2 arteries (separate patches), short R vein",
                      "small capsular tear lower pole, no parenchymal injury", "good flush, uniform colour"],
           "Liver": ["replaced R hepatic artery from SMA; GDA ligated", "normal arterial anatomy, good flush, soft texture"],
           "Heart": ["aortic cuff adequate, PA bifurcation intact", "PFO noted, no valve abnormality"],
           "Bilateral lungs": ["left atrial cuff adequate both sides", "minor contusion RML, no consolidation"],
           "Pancreas": ["Y-graft prepared on bench; duodenum intact", "mild fatty infiltration, no oedema"]}

AIRFIELDS = ["Dunmore Airfield", "Kelbrook Executive Airport", "Hollin Cross Heliport", "Marrowfield Airport",
             "Tamarack Regional Airport", "Sheldrake Airfield", "Greystoke Field", "Pinecrest Municipal Airport"]


def organ_transport(W, R, k, d):
    uk = k.uk
    d.line(R.choice(["ORGAN TRANSPORT & PERFUSION RECORD", "Organ Transport Log", "Chain of Custody - Organ Shipment",
                     "NORS Retrieval & Transport Record" if uk else "OPO Organ Transport Record"]))
    if uk:
        d.line("ODT donor no: {o}   NORS team: {h}", o=W.idnum("odt"), h=W.hospital(centre=True))
    else:
        d.line("UNOS Donor ID: {o}   OPO: {p}", o=W.idnum("unos"), p=W.opo())
    org = R.choice(["Left kidney", "Right kidney", "Liver", "Heart", "Bilateral lungs", "Pancreas", "Kidney (en bloc)"])
    d.add("Organ: " + org + "   Donor: " + R.choice(["DBD", "DCD"]) + ", ")
    d.add(W.age(R.randint(6, 74), R.choice(["yo", "sexletter", "-year-old"])), ", ABO " + R.choice(["O", "A", "B", "AB"]) + "\n")
    dh = W.hospital()
    d.f("Retrieval hospital: {h}, ", h=dh)
    d.add(W.city_state()[0], "\n")
    rh = W.hospital(centre=True)
    d.f("Destination: {h}", h=rh)
    if R.random() < 0.5:
        d.f(" ({ac})", ac=(W.acronym(rh[0]), "HOSPITAL"))
    d.add("\n")
    if R.random() < 0.5:
        d.f("Recipient: {n}, {m}\n", n=k.pt.n(R.choice(["LASTFIRST", "initials", "full"]), R), m=k.mrn)
    d.nl()
    xc = k.visit
    xt = [R.randint(0, 23), R.randint(0, 59)]
    d.f("Cross-clamp: {dd} {t}\n", dd=W.date(xc, R.choice(["num", "dmy", "iso"])), t="%02d:%02d" % (xt[0], xt[1]))
    d.f("Package seal no: {s}   Label checked by {a} and {b}\n", s=W.idnum("seal"), a=K.staff(W, R, k, "coord").n("initials", R),
        b=K.staff(W, R, k, "surgeon").n("initials", R))
    if org in ("Liver", "Heart", "Bilateral lungs") or R.random() < 0.6:
        dev = {"Liver": "OrganOx metra", "Heart": "TransMedics OCS Heart", "Bilateral lungs": "XVIVO XPS"}.get(org, "LifePort Kidney Transporter")
        d.f("Perfusion device: {dv}, serial {sn}\n", dv=dev, sn=W.device())
        d.line("Readings: " + R.choice(READINGS.get(org, READINGS["kidney"])))
    else:
        d.line("Static cold storage, triple-bagged, UW solution, on ice (2-4 C).")
    d.line("Anatomy: " + R.choice(ANATOMY.get(org, ANATOMY["kidney"])))
    d.line("Retrieving surgeon comment: " + R.choice(["mild atheroma at ostium", "organ well perfused", "fatty appearance, biopsy sent",
                                                       "no damage noted", "subcapsular haematoma 1 cm"]))
    d.nl()
    d.line("TRANSPORT")
    cour = W.courier()
    drv = W.person("DOCTOR")
    d.f("Carrier: {c}   Driver: {n}   Mobile: {ph}\n", c=cour, n=drv.n(R.choice(["full", "iname", "full"]), R), ph=W.mobile())
    d.f("Vehicle reg: {v}", v=W.vehicle())
    if R.random() < 0.35:
        d.f("   VIN {v}", v=W.vehicle("vin"))
    d.add("\n")
    t0 = [(xt[0] + R.randint(1, 3)) % 24, xt[1]]

    def tadd(m):
        t0[1] += m
        t0[0] = (t0[0] + t0[1] // 60) % 24
        t0[1] %= 60
        return "%02d:%02d" % (t0[0], t0[1])

    d.line("Depart retrieval site {t}", t=tadd(R.randint(30, 90)))
    dep = (t0[0], max(0, t0[1] - 25))
    if R.random() < 0.55:
        pil = W.person("DOCTOR")
        af1, af2 = R.sample(AIRFIELDS, 2)
        d.f("Air leg: aircraft {tail}, PIC {p}, {a1} -> {a2}, wheels up {t}\n", tail=W.vehicle("tail"), p=pil.n(R.choice(["full", "iname"]), R),
            a1=(af1, "LOCATION_OTHER"), a2=(af2, "LOCATION_OTHER"), t=tadd(R.randint(40, 120)))
        d.f("Handover at Hangar {loc} {t} to ground crew ({v})\n", loc=("%d" % R.randint(1, 9), "LOCATION_OTHER"),
            t=tadd(R.randint(50, 150)), v=W.vehicle())
    d.line("Arrived destination {t}; received by {n} (theatre coordinator)", t=tadd(R.randint(40, 200)),
           n=K.staff(W, R, k, "coord").n(R.choice(["full", "iname"]), R))
    d.line("Total CIT at handover: %dh %02dm. Box temp on arrival %.1f C. Seal intact." % (R.randint(3, 19), R.randint(0, 59), R.uniform(1.5, 6.5)))
    d.nl()
    d.line("Chain of custody:")
    hh = list(dep)
    for i in range(R.randint(2, 4)):
        a, b = K.staff(W, R, k, "coord"), K.staff(W, R, k, R.choice(["surgeon", "coord", "rn"]))
        hh[1] += R.randint(20, 170)
        hh[0] = (hh[0] + hh[1] // 60) % 24
        hh[1] %= 60
        d.f("  {t}  {a} -> {b}\n", t="%02d:%02d" % (hh[0], hh[1]), a=a.n(R.choice(["full", "iname", "initials"]), R),
            b=b.n(R.choice(["full", "iname", "initials"]), R))
    d.nl()
    if R.random() < 0.5:
        d.line(R.choice(["Delay 40 min - road closure on motorway." if uk else "Delay 40 min - interstate closure.",
                         "Flight delayed by weather, 55 min.", "No deviations.", "Box re-iced en route (ice 50% melted)."]))
    d.f("Recorded by: {u}", u=W.username())
    if R.random() < 0.5:
        d.f("  Ops line {ph}", ph=W.phone())
    d.nl()
