"""Genres: stem-cell transplant, palliative care, trial screening, telephone triage, infusion record."""
import pools as PL
import neg
import narr
from blocks import (pname, dname, age_piece, address, demo_block, fbc, chem, vitals, meds,
                    problems, signature, cc_block, header, full, initials)
from phi import Doc, P


def g_sct(ctx):
    r, d = ctx.r, Doc()
    dz = narr.pick_disease(ctx, "haem")
    ctr = r.choice(PL.TX_CENTRES[ctx.c])
    kind = r.choice(["round", "round", "workup"])
    d.line("{c} - " + ("Allogeneic SCT ward round" if kind == "round" else "Transplant work-up / donor search summary"),
           c=P(ctr, "HOSPITAL"))
    d.line("Name: {n}   {ml}: {m}   Age: {a}", n=pname(ctx, r.choice(["CAPS", "full"])), ml=ctx.mrn_label(),
           m=P(ctx.mrn(), "MRN"), a=P(str(ctx.age), "AGE"))
    d.line("Dx: " + dz[0] + " - " + r.choice(["CR1", "CR2", "PR after salvage", "MRD positive CR1"]))
    donor_age = r.randint(19, 58)
    dcountry = r.choice(PL.COUNTRIES + [PL.HOME_COUNTRY[ctx.c]] * 3)
    if kind == "round":
        day = r.randint(-3, 60)
        tx_date = ctx.d_before(max(day, 0), max(day, 0))
        d.line("Date: {dt}   Day " + (f"+{day}" if day >= 0 else str(day)) + "   {w} room {rm}",
               dt=ctx.date(style=r.choice(["dmy", "wd_short", "dm", "dmon"])), w=P(r.choice(PL.WARDS), "HOSPITAL"),
               rm=P(f"{r.randint(1, 24)}{r.choice(['', 'A', 'B'])}", "LOCATION_OTHER"))
        d.line("Transplant: " + r.choice(["MUD 10/10", "MMUD 9/10", "sibling allograft", "haplo (PTCy)"]) +
               ", " + r.choice(["FluBu2", "FluMel", "FluTBI 2 Gy", "BEAM (auto)"]) + " conditioning, stem cells infused {dt}.",
               dt=ctx.date(tx_date, r.choice(["dmy", "dm", "dmon"])))
        d.line("Donor: {a}" + r.choice(["M", "F", " yo male", " yo female"]) + ", " + r.choice(["CMV +/+", "CMV -/+", "CMV -/-"]) +
               ", from {c}, registry ID {i}.", a=P(str(donor_age), "AGE"),
               c=P(dcountry, "COUNTRY"), i=P(ctx.idnum("donor"), "IDNUM"))
        d.line("GVHD prophylaxis: " + r.choice(["ciclosporin + MTX", "tacrolimus + MMF", "PTCy + tacrolimus"]))
        d.line()
        d.line("S: " + r.choice(["Mucositis improving, PCA weaned.", "Loose stools x5 - stool cultures sent.",
                                 "Rash palms and soles ~25% BSA.", "Tired, eating small amounts.", "Feels well."]) + " " +
               r.choice(["Wife ", "Husband ", "Mum ", "Partner "]) + "{f} visited this am.", f=pname(ctx, "first", "FAMILY", ctx.person()))
        vitals(ctx, d)
        d.add("Bloods: ")
        fbc(ctx, d, ", ")
        chem(ctx, d)
        d.line(r.choice(["Ciclosporin level 180 ug/L.", "Tacrolimus level 8.2 ug/L.", "CMV PCR not detected.",
                         "CMV PCR 2,100 IU/mL - letermovir continued."]) + " " +
               r.choice(["Neutrophil engraftment D+16.", "Not yet engrafted.", "Chimerism pending (lab ref {c})."]),
               c=P(ctx.idnum("mol"), "IDNUM"))
        d.line("Lines: Hickman (SN {s}) site clean." if r.random() < 0.6 else "Lines: PICC L arm, tip confirmed on CXR.",
               s=P(ctx.device_sn(), "DEVICE"))
        d.line()
        d.line("A/P:")
        for i, x in enumerate(r.sample(["Continue current prophylaxis (aciclovir, posaconazole, co-trimoxazole post engraftment).",
                                        "Skin GVHD grade 1 - topical steroids.", "Transfuse plt if <10.", "G-CSF from D+5.",
                                        "Dietitian review - NG feed discussed.", "Plan discharge to {acc} when criteria met.",
                                        "Bone marrow D+28.", "Family meeting Friday with {fam}."], 4), 1):
            d.line(f"{i}. {x}", acc=P(r.choice(["Heron House", "Shearwater Lodge", "Wirralie Lodge"]), "LOCATION_OTHER"),
                   fam=pname(ctx, "first", "FAMILY", ctx.person()))
    else:
        d.line("Date: {dt}", dt=ctx.date(style=r.choice(["dmy", "dth"])))
        d.line("Referred by {x} ({h}) on {dt}.", x=dname(ctx, None, "dr_init"), h=P(ctx.hosp, "HOSPITAL"),
               dt=ctx.date(ctx.d_before(10, 60), r.choice(["dmy", "dm"])))
        d.line("HLA typing ({lab} ref {i}) completed.", lab=P(r.choice(PL.LABS), "ORGANIZATION"), i=P(ctx.idnum("mol"), "IDNUM"))
        d.line("Sibling typing:")
        for _ in range(r.randint(1, 3)):
            rel = r.choice(["brother", "sister"])
            sib = ctx.person("M" if rel == "brother" else "F")
            sib.last = ctx.pt.last if r.random() < 0.7 else sib.last
            d.line(f"  - {rel} " + "{n} ({a}), lives in {w}: " + r.choice(["10/10 match", "haploidentical", "not matched",
                                                                             "declined testing"]),
                   n=pname(ctx, r.choice(["first", "full"]), "FAMILY", sib), a=P(str(r.randint(30, 70)), "AGE"),
                   w=P(r.choice(PL.TOWNS[ctx.c]), "CITY") if r.random() < 0.6 else P(r.choice(PL.COUNTRIES), "COUNTRY"))
        d.line("Unrelated search: {n} potential 10/10 donors; preferred donor {a}M, registry ID {i}, {c}.",
               n=str(r.randint(0, 40)), a=P(str(donor_age), "AGE"), i=P(ctx.idnum("donor"), "IDNUM"), c=P(dcountry, "COUNTRY"))
        d.line(neg.sentences(ctx, 2, [neg.SCORES, neg.NUMERIC]))
        d.line("Fertility: " + r.choice(["declined.", "n/a.", "sperm banked at {h} {dt}." if ctx.sex == "M" else
                                          "oocyte cryopreservation at {h} {dt}."]),
               h=P(r.choice(PL.HOSPITALS[ctx.c]), "HOSPITAL"), dt=ctx.date(ctx.d_before(30, 400), "monthy"))
        narr.social(ctx, d)
        narr.family_contact(ctx, d)
        d.line("Provisional admission: {dt}; Hickman insertion {dt2}.", dt=ctx.date(ctx.d_after(21, 60), r.choice(["wd_dth", "dmy"])),
               dt2=ctx.date(ctx.d_after(14, 20), r.choice(["dm", "dmy"])))
    d.line()
    d.line("{x}, " + r.choice(["BMT Fellow", "Haematology Registrar", "SpR Haematology", "BMT CNS"]) +
           r.choice([", bleep {b}", " pager {b}", ""]), x=dname(ctx, None, r.choice(["dr_full", "full"])),
           b=P(ctx.bleep(), "PHONE"))
    return d


def g_pall(ctx):
    r, d = ctx.r, Doc()
    dz = narr.pick_disease(ctx)
    hospice = r.choice(PL.HOSPICES[ctx.c])
    setting = r.choice(["home", "home", "hospice", "inpatient"])
    title = {"home": "Community Specialist Palliative Care - Home Visit",
             "hospice": "Hospice Inpatient Unit - Admission Clerking", "inpatient": "Hospital Palliative Care Team Review"}[setting]
    d.line("{h}", h=P(hospice if setting != "inpatient" else ctx.hosp, "HOSPITAL"))
    d.line(title)
    d.line("Date: {dt}  Time: " + f"{r.randint(8, 18):02d}:{r.choice(['00', '15', '30', '45'])}",
           dt=ctx.date(style=r.choice(["dmy", "wd_comma", "dmon", "dot"])))
    d.line("Patient: {n} ({a})   " + ctx.mrn_label() + " {m}", n=pname(ctx, r.choice(["full", "caps"])),
           a=age_piece(ctx, style=r.choice(["y", "sex", "yrs"])), m=P(ctx.mrn(), "MRN"))
    if setting == "home":
        d.line("Address: {a}", a=address(ctx))
    elif setting == "inpatient":
        d.line("Location: {w}, bed {b}", w=P(r.choice(PL.WARDS), "HOSPITAL"), b=P(str(r.randint(1, 32)), "LOCATION_OTHER"))
    else:
        d.line("Room {rm}, admitted from {h}", rm=P(str(r.randint(1, 16)), "LOCATION_OTHER"),
               h=P(r.choice([ctx.hosp, r.choice(PL.CARE_HOMES)]), "HOSPITAL"))
    d.line("Diagnosis: " + dz[0] + r.choice([" with liver metastases", " - progressive disease", ", refractory", ""]))
    d.line("Seen by: {x} with {y}", x=dname(ctx, None, "full_cred"),
           y=dname(ctx, ctx.gp, "dr_last") if r.random() < 0.5 else dname(ctx, None, "full"))
    rel, fam, fnm = narr.rel_piece(ctx, "first")
    d.f(f"Present: patient, {rel} " + "{f}", f=fnm)
    rel2, p2, n2 = narr.rel_piece(ctx, "full")
    if r.random() < 0.5 and rel2 != rel:
        d.f(f" and {rel2} " + "{g} (by phone from {c})", g=n2,
            c=P(r.choice(PL.COUNTRIES), "COUNTRY") if r.random() < 0.5 else P(r.choice(PL.TOWNS[ctx.c]), "CITY"))
    d.add(".\n\n")
    d.line("Assessment:")
    d.add("Symptoms: " + r.choice(["RUQ pain 6/10, worse on movement. ", "Breakthrough pain x4/day. ",
                                                         "Nausea settled on levomepromazine. ", "Increasing breathlessness at rest. ",
                                                         "Agitation overnight, family tired. "]))
    d.add(neg.sentences(ctx, 2, [neg.SCORES[-8:], neg.WORDS]) + "\n")
    d.add(r.choice(["PPS 30%. ", "AKPS 40. ", "Phase: deteriorating. ", "IPOS completed. "]))
    d.f("Last oncology review {x} on {dt}; " + r.choice(["no further SACT planned.", "immunotherapy stopped.",
                                                           "for best supportive care."]) + "\n",
        x=dname(ctx, ctx.cons, "dr_last"), dt=ctx.date(ctx.d_before(7, 60), r.choice(["dmy", "dm", "dmon_short"])))
    d.line()
    if r.random() < 0.8:
        d.line("Syringe driver: " + r.choice(["McKinley-type", "ambulatory", "CSCI"]) + " serial {s}, commenced {dt} " +
               f"{r.randint(8, 20):02d}:{r.choice(['00', '30'])}.", s=P(ctx.device_sn(), "DEVICE"),
               dt=ctx.date(ctx.d_before(0, 4), r.choice(["dm", "dmy", "weekday"])))
        d.line("  Contents/24h: morphine sulfate " + str(r.choice([10, 15, 20, 30])) + " mg, midazolam " +
               str(r.choice([5, 10, 15])) + " mg" + r.choice([", levomepromazine 6.25 mg", ", glycopyrronium 1.2 mg", ""]) +
               " in WFI to 17 mL")
    meds(ctx, d, r.randint(3, 6), "Current medications / anticipatory:")
    d.line()
    d.line("Advance care planning:")
    d.line("- Preferred place of care/death: " + r.choice(["home", "hospice", "undecided", "care home"]))
    d.line("- DNACPR/ReSPECT form completed {dt} by {x}." if ctx.c != "AU" else "- Goals of care form completed {dt} by {x}.",
           dt=ctx.date(ctx.d_before(0, 90), r.choice(["dmy", "dmon"])), x=dname(ctx, None, "dr_init"))
    if r.random() < 0.7:
        poa = ctx.person()
        d.line("- " + {"UK": "LPA (health & welfare)", "IE": "Enduring power of attorney", "AU": "Enduring guardian"}[ctx.c] +
               ": {n}, " + r.choice(["son", "daughter", "niece", "friend"]) + ", tel {p}",
               n=pname(ctx, "full", "FAMILY", poa), p=P(ctx.phone(True), "PHONE"))
    if r.random() < 0.5:
        faith, title, org = r.choice([("Catholic", "Fr ", "St Colman's Parish"), ("Catholic", "Fr ", "St Mary's Parish Dunbrecken"),
                                      ("Muslim", "Imam ", "Wattleby Mosque"), ("Muslim", "Imam ", "Castlemere Islamic Centre"),
                                      ("Anglican", "Rev ", "Church of the Holy Rood"), ("Greek Orthodox", "Fr ", "St Nektarios Church")])
        d.line("- Spiritual: " + faith + "; {who} from {org} visiting.", who=[title, P(ctx.person("M").last, "FAMILY")],
               org=P(org, "ORGANIZATION"))
    if r.random() < 0.4:
        d.line("- Funeral wishes discussed; family have contacted {f}.",
               f=P(r.choice(["O'Dwyer & Sons Funeral Directors", "Hallett Family Funerals", "Banksia Funerals"]), "ORGANIZATION"))
    d.line()
    d.line("Plan: " + r.choice(["titrate SD; review in 48h.", "hospice bed requested.", "fast-track CHC/home care package.",
                                "DN to visit BD.", "equipment: profiling bed, pressure mattress ordered."]))
    d.line("DN team: {x}, {pr}, tel {p}", x=dname(ctx, None, "first"), pr=P(ctx.gpprac, "HOSPITAL"), p=P(ctx.phone(False), "PHONE"))
    d.line("Out-of-hours advice line: {p}", p=P(ctx.phone(False), "PHONE"))
    d.line("{x} " + r.choice(["CNS Palliative Care", "Palliative Medicine Registrar", "Specialty Doctor"]),
           x=dname(ctx, None, r.choice(["full", "dr_full"])))
    return d


TRIALS = ["VERITAS-2", "LUMEN", "CAIRN-01", "HORIZON-AML", "PERSEUS-LTFU", "TIDEWAY", "OSPREY", "KESTREL-B", "ARDEN-3"]


def g_trial(ctx):
    r, d = ctx.r, Doc()
    dz = narr.pick_disease(ctx)
    trial = r.choice(TRIALS)
    d.line("{h} - Cancer Clinical Trials Unit", h=P(ctx.hosp, "HOSPITAL"))
    d.line(f"TRIAL SCREENING / ELIGIBILITY CHECKLIST - {trial}")
    d.line("Sponsor: {s}", s=P(r.choice(PL.SPONSORS), "ORGANIZATION"))
    d.line("Site PI: {x}    Research nurse: {n}", x=dname(ctx, ctx.cons, "dr_full"), n=dname(ctx, None, "full"))
    d.line("Screening no.: {s}    Date screened: {dt}", s=P(ctx.idnum("trial"), "IDNUM"),
           dt=ctx.date(style=r.choice(["dmy", "dmon", "iso"])))
    d.line("Participant: {i} (initials)  {ml}: {m}  YOB: {y}", i=pname(ctx, "initials"), ml=ctx.mrn_label(),
           m=P(ctx.mrn(), "MRN"), y=ctx.date(ctx.dob, "year"))
    d.line()
    d.line("Inclusion criteria                                   Met?")
    inc = [("Age >= 18 years (pt {a})", "Y"), (f"Histologically confirmed {dz[0].split(',')[0]}", "Y"),
           ("ECOG PS 0-1", r.choice(["Y", "Y", "N (PS 2)"])), ("Measurable disease per RECIST 1.1 / Lugano", "Y"),
           ("Adequate organ function (ANC >= 1.5, Plt >= 100, CrCl >= 50 mL/min)", r.choice(["Y", "Y", "N - CrCl 44"])),
           ("Life expectancy > 12 weeks", "Y")]
    for i, (c, v) in enumerate(inc, 1):
        d.line(f"I{i}. {c}".ljust(56) + v, a=P(str(ctx.age), "AGE"))
    d.line("Exclusion criteria")
    exc = ["Prior anti-CD19 therapy", "Active CNS involvement", "HBV/HCV/HIV positive", "QTcF > 470 ms",
           "Major surgery within 28 days", "Pregnancy / breastfeeding", "Live vaccine within 30 days",
           "Second malignancy within 3 years"]
    for i, c in enumerate(r.sample(exc, 5), 1):
        d.line(f"E{i}. {c}".ljust(56) + r.choice(["N", "N", "N", "N", "Y"]))
    d.line()
    d.line("Screening bloods {dt}: ", dt=ctx.date(ctx.d_before(0, 7), r.choice(["dm", "dmy"])))
    fbc(ctx, d)
    chem(ctx, d)
    d.line(neg.sentences(ctx, 1, [neg.NUMERIC]) + " " + neg.code(ctx))
    d.line()
    d.line("Consent: PIS/ICF discussed {dt}; signed {dt2} " + f"{r.randint(9, 16):02d}:{r.randint(0, 59):02d}" +
           " in presence of {x}; copy given.", dt=ctx.date(ctx.d_before(3, 14), r.choice(["dmy", "dm"])),
           dt2=ctx.date(style=r.choice(["dmy", "dmon"])), x=dname(ctx, None, "full"))
    if r.random() < 0.5:
        d.line("Optional translational sub-study consent: " + r.choice(["yes", "declined"]) + ". Interpreter ({lang}) {n} used.",
               lang=r.choice(["Polish", "Mandarin", "Arabic", "Vietnamese", "Irish Sign Language", "Greek"]),
               n=P(full(ctx.person()), "DOCTOR"))
    d.line("Randomisation: " + r.choice(["Arm A", "Arm B", "pending", "screen fail"]) + " - randomisation no. {rn}",
           rn=P(ctx.idnum("trial"), "IDNUM"))
    d.line("EDC entry by {u} from {ip} on {dt}", u=P(ctx.username(ctx.staff()), "USERNAME"), ip=P(ctx.ip(), "IPADDR"),
           dt=ctx.date(style="iso"))
    if r.random() < 0.6:
        d.line("Trial portal: {u}  Sponsor medical monitor: {e}", u=P(ctx.url("trials"), "URL"),
               e=P(ctx.email(ctx.person()), "EMAIL"))
    if r.random() < 0.45:
        d.line("Participant ID verified at IMP dispensing by palm-vein scan (template ID {b}).", b=P(ctx.bioid("palm"), "BIOID"))
    if r.random() < 0.5:
        d.line("Travel reimbursement: mileage claim for vehicle {v}; bank details held by {o}.",
               v=P(ctx.vehicle(), "VEHICLE"), o=P(r.choice(PL.SPONSORS), "ORGANIZATION"))
    d.line("Notes: " + r.choice(["Pt keen; ", "Pt wishes to discuss with family; ", "Lives far from site - ", ""]) +
           r.choice(["{rel} {f} works for {org}, flexible hours to drive to visits.",
                     "{rel} {f} to attend C1D1.", "previously enrolled in another study at {h2}."]),
           rel=r.choice(["wife", "husband", "son", "daughter", "partner"]), f=pname(ctx, "first", "FAMILY", ctx.person()),
           org=P(r.choice([e for _, e in narr.JOBS[ctx.c]]), "ORGANIZATION"), h2=P(ctx.hosp2, "HOSPITAL"))
    d.line("C1D1 provisionally {dt}. Contact research office {p}.", dt=ctx.date(ctx.d_after(7, 21), r.choice(["dmy", "wd_dth"])),
           p=P(ctx.ext_phone(), "PHONE"))
    return d


def g_triage(ctx):
    r, d = ctx.r, Doc()
    dz = narr.pick_disease(ctx)
    d.line("24-HOUR ONCOLOGY/HAEMATOLOGY ADVICE LINE - TELEPHONE TRIAGE" if r.random() < 0.6 else "Acute oncology triage call")
    d.line("{h}", h=P(ctx.hosp, "HOSPITAL"))
    t = f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}"
    d.line("Call date: {dt}  Time: " + t + "  Call ref: {c}", dt=ctx.date(style=r.choice(["dmy", "dm", "wd_short", "iso"])),
           c=P(ctx.idnum("ref"), "IDNUM"))
    caller = r.choice(["patient", "relative"])
    if caller == "patient":
        d.line("Caller: patient   Call-back no: {p}", p=P(ctx.phone(), "PHONE"))
    else:
        rel, p, nm = narr.rel_piece(ctx, r.choice(["full", "first"]))
        d.line(f"Caller: {rel}, " + "{n}   Call-back no: {p}", n=nm, p=P(ctx.phone(True), "PHONE"))
    d.line("Patient: {n}  DOB {dob}  " + ctx.mrn_label() + " {m}", n=pname(ctx, r.choice(["caps", "full", "CAPS"])),
           dob=ctx.date(ctx.dob, "dmy"), m=P(ctx.mrn(), "MRN"))
    if r.random() < 0.35:
        d.line("Identity check: name/DOB/address confirmed; voiceprint match ({b}).", b=P(ctx.bioid("voice"), "BIOID"))
    else:
        d.line("Identity check: name, DOB and first line of address ({s}) confirmed.", s=P(ctx.street(), "STREET"))
    last = ctx.d_before(3, 18)
    d.line("Diagnosis/treatment: " + dz[0] + "; " + dz[1] + ", last given {dt} (day " + str((ctx.today - last).days + 1) + ").",
           dt=ctx.date(last, r.choice(["dm", "dmy", "weekday"])))
    d.line("Consultant: {c}", c=dname(ctx, ctx.cons, "dr_last"))
    d.line()
    d.line("UKONS triage tool v2 - assessment:" if ctx.c != "AU" else "eviQ/telephone triage - assessment:")
    sym = r.sample([("Temp", f"{r.uniform(37.8, 39.6):.1f} C (own thermometer)", "RED"),
                    ("Nausea/vomiting", "vomited x3 in 24 h, unable to keep fluids", "AMBER"),
                    ("Diarrhoea", "6 episodes above baseline", "RED"), ("Mucositis", "painful mouth, eating soft diet", "AMBER"),
                    ("Pain", "new back pain, 7/10", "AMBER"), ("Bleeding", "nosebleed 20 min, stopped", "AMBER"),
                    ("Rash", "itchy rash on chest", "GREEN"), ("Fatigue", "able to do usual activities", "GREEN"),
                    ("SOB", "breathless walking upstairs", "AMBER"), ("Line", "PICC site red and sore", "AMBER")], r.randint(2, 4))
    for a, b, c in sym:
        d.line(f"  {a}: {b} - {c}")
    worst = "RED" if any(s[2] == "RED" for s in sym) else "AMBER" if any(s[2] == "AMBER" for s in sym) else "GREEN"
    d.line(f"Overall RAG: {worst}. " + neg.sentences(ctx, 1, [neg.WORDS]))
    if worst == "RED":
        d.line("Advised to attend {h} " + r.choice(["ED", "Acute Oncology Assessment Unit", "haematology day unit"]) +
               " within 1 hour for neutropenic sepsis pathway. " + r.choice([
                   "{who} will drive " + ("him" if ctx.sex == "M" else "her") + " in.", "Ambulance called by patient.", "Taxi - advised not to drive."]),
               h=P(r.choice([ctx.hosp, ctx.hosp2]), "HOSPITAL"), who=pname(ctx, "first", "FAMILY", ctx.person()))
        d.line("Handover given to {x} (bleep {b}) at " + f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}.",
               x=dname(ctx, None, "dr_last"), b=P(ctx.bleep(), "PHONE"))
    elif worst == "AMBER":
        d.line("Advice given; follow-up call within 24 h arranged for {dt}. Antiemetics reviewed.",
               dt=ctx.date(ctx.d_after(1, 1), r.choice(["weekday", "dm"])))
    else:
        d.line("Self-care advice; call back if worse. Next scheduled appt {dt} at {u}.",
               dt=ctx.date(ctx.d_after(2, 12), r.choice(["dmy", "wd_dth"])), u=P(r.choice(PL.DAY_UNITS), "HOSPITAL"))
    if r.random() < 0.3:
        d.line("Patient currently staying with {rel} in {t} - address {a}.", rel=r.choice(["daughter", "son", "sister"]),
               t=P(r.choice(PL.TOWNS[ctx.c]), "CITY"), a=P(ctx.street(), "STREET"))
    d.line("Triage nurse: {n}   Duration 12 min", n=dname(ctx, None, r.choice(["full_cred", "full"])))
    if r.random() < 0.5:
        d.line("Call logged by user {u} (workstation {ip})", u=P(ctx.username(ctx.staff()), "USERNAME"),
               ip=P(ctx.ip(), "IPADDR"))
    return d


def g_infusion(ctx):
    r, d = ctx.r, Doc()
    dz = narr.pick_disease(ctx, "haem" if r.random() < 0.7 else None)
    product = r.choice(["rbc", "plt", "ivig", "iron", "zol"])
    unit = r.choice(PL.DAY_UNITS + PL.WARDS)
    d.line("{h}  /  {u}", h=P(ctx.hosp, "HOSPITAL"), u=P(unit, "HOSPITAL"))
    d.line("TRANSFUSION RECORD" if product in ("rbc", "plt") else "INFUSION RECORD")
    d.line("Patient: {n}    DOB: {dob}    " + ctx.mrn_label() + ": {m}", n=pname(ctx, "CAPS"),
           dob=ctx.date(ctx.dob, r.choice(["dmy", "dash"])), m=P(ctx.mrn(), "MRN"))
    d.line("Episode: {e}   Bed/chair: {b}", e=P(ctx.account(), "ACCOUNT"), b=P(str(r.randint(1, 28)), "LOCATION_OTHER"))
    d.line("Indication: " + dz[0] + {"rbc": "; Hb 71 g/L, symptomatic", "plt": "; plt 8 pre-procedure",
                                      "ivig": "; recurrent infections, IgG 3.1 g/L", "iron": "; ferritin 14, TSAT 9%",
                                      "zol": "; bone disease, Ca (adj) 2.71"}[product])
    d.line("Consent: " + r.choice(["verbal", "written"]) + " consent for " + ("transfusion" if product in ("rbc", "plt") else "infusion") + " on {dt} by {x}; leaflet given.",
           dt=ctx.date(style=r.choice(["dmy", "dm"])), x=dname(ctx, None, "dr_init"))
    d.line()
    if product in ("rbc", "plt"):
        n = r.randint(1, 3)
        d.line("Product: " + ("red cells, irradiated, CMV neg" if product == "rbc" else "pooled platelets, irradiated") +
               f"  x{n}")
        for i in range(n):
            d.line(f"  Unit {i + 1}: " + "donation no. {u}  group " + r.choice(["O Pos", "A Pos", "O Neg", "B Pos", "A Neg"]) +
                   "  checked by {a} and {b}", u=P(ctx.idnum("unit"), "IDNUM"), a=P(initials(ctx.staff()), "DOCTOR"),
                   b=P(initials(ctx.staff()), "DOCTOR"))
    else:
        d.line("Product: " + {"ivig": "IV immunoglobulin 0.4 g/kg", "iron": "ferric carboxymaltose 1000 mg in 250 mL NaCl 0.9%",
                               "zol": "zoledronic acid 4 mg in 100 mL over 15 min"}[product])
        d.line("Prescribed by {x}; rate per protocol.", x=dname(ctx, None, "dr_init"))
    d.line("Volumetric pump asset no. {s}", s=P(ctx.device_sn(), "DEVICE"))
    d.line()
    d.line("Time    Temp   HR   BP       RR   SpO2   Init")
    t = r.randint(8, 13) * 60 + r.randint(0, 59)
    for lab in ["pre", "15m", "end", "post"][:r.randint(3, 4)]:
        d.line(f"{t // 60:02d}:{t % 60:02d}   {r.uniform(36.1, 37.9):.1f}   {r.randint(60, 110)}  "
               f"{r.randint(100, 160)}/{r.randint(55, 95)}   {r.randint(12, 22)}   {r.randint(93, 100)}%    " + "{i}",
               i=P(initials(ctx.staff()).lower() if r.random() < 0.3 else initials(ctx.staff()), "DOCTOR"))
        t += r.choice([15, 45, 90, 120])
    d.line()
    d.line(r.choice(["No reaction.", "Mild urticaria at 40 min - paused, chlorphenamine 10 mg IV, completed at slower rate.",
                     "Temp rise 1.2 C - transfusion stopped, reported to lab and haemovigilance (ref {h}).",
                     "Uneventful; cannula removed intact."]), h=P(ctx.idnum("ref"), "IDNUM"))
    d.line(neg.sentences(ctx, 1, [neg.WORDS, neg.EPONYM[:20]]))
    d.line("Administered by: {a}   Checked by: {b}", a=dname(ctx, None, "full_cred"), b=dname(ctx, None, "full_cred"))
    if r.random() < 0.4:
        d.line("Blood fridge access: staff fingerprint ID {b}", b=P(ctx.bioid("finger"), "BIOID"))
    d.line("Next: {dt}", dt=ctx.date(ctx.d_after(7, 35), r.choice(["dmy", "dmon", "wd_dth"])))
    return d
