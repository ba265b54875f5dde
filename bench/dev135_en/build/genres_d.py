"""Genres: discharge summary, and three chosen for this set: EMS STEMI patient
care report, patient-portal secure message thread, fax referral with intake triage."""
import pools as P
import phi
import blocks as B
import neg as N
from phi import shift


def discharge(d, c):
    r = c.r
    los = r.randint(2, 12)
    adm = shift(c.date, -los)
    B.facility_header(d, c)
    d.line(r.choice(["DISCHARGE SUMMARY", "Discharge Summary - Cardiology", "CARDIOLOGY DISCHARGE SUMMARY"]))
    d.t("\n")
    sty = r.choice(["us", "us_nopad", "iso", "abbr", "dmy_abbr"])
    d.line("Patient: {n}   MRN: {m}   Acct: {a}", n=c.pname(r.choice([2, 3, 0])), m=("MRN", c.mrn), a=("ACCOUNT", c.acct))
    d.line("DOB: {dob}   Age: {age}   Sex: {s}", dob=c.d(c.dob, sty), age=("AGE", str(c.pt.age)), s=c.pt.sex)
    if r.random() < 0.2:
        d.line("{k}: {s}", k="SIN" if c.country == "CA" else "SSN", s=("SSN", phi.ssn(r, c.country)))
    d.line("Admitted: {a}   Discharged: {b}   LOS: {l} days", a=c.d(adm, sty), b=c.d(None, sty), l=str(los))
    d.line("Attending: {a}   PCP: {p}", a=phi.doc_name(r, c.att, style=r.choice([1, 2, 5])), p=phi.doc_name(r, c.pcp, style=r.choice([0, 1])))
    d.line("Discharge disposition: %s" % r.choice(["Home", "Home with home health", "SNF", "Home with family"]) if r.random() < 0.6 else
           "Discharge disposition: {h}", h=("HOSPITAL", phi.care_home(r)))
    d.t("\nADMISSION DIAGNOSIS: ")
    d.line(r.choice(["Chest pain", "Acute decompensated heart failure", "Syncope", "NSTEMI", "Symptomatic bradycardia", "AF with RVR"]))
    d.line("DISCHARGE DIAGNOSES:")
    for i, (code, desc) in enumerate(r.sample(P.ICD10, r.randint(3, 6))):
        d.line("  %d. %s (%s)" % (i + 1, desc, code))
    d.t("\nPROCEDURES:\n")
    pd = shift(adm, 1)
    d.f("  {d}: Left heart catheterization, {x}\n", d=c.d(pd, r.choice(["md", "us_short", "us"])),
        x=r.choice(["PCI to mid LAD with 1 DES", "nonobstructive CAD", "3VD - referred for CABG", "FFR-guided, no PCI"]))
    if r.random() < 0.5:
        mk, mo, kd = r.choice(P.DEVICE_MODELS)
        d.f("  {d}: Implant of {mk} {mo} {k}, SN {s}, by {doc}\n", d=c.d(shift(pd, r.randint(1, 3)), r.choice(["md", "us_short"])),
            mk=mk, mo=mo, k=kd, s=("DEVICE", phi.device_serial(r, mk)), doc=phi.doc_name(r, phi.md(r), style=0))
    if r.random() < 0.5:
        d.f("  {d}: TTE - LVEF {e}%\n", d=c.d(adm, r.choice(["md", "us_short"])), e=str(r.randint(15, 65)))
    d.t("\nCONSULTANTS: ")
    cons = [phi.md(r) for _ in range(r.randint(1, 3))]
    for i, m in enumerate(cons):
        if i:
            d.t("; ")
        d.add(phi.doc_name(r, m, style=r.choice([0, 1, 6])))
        d.t(" (" + r.choice(["EP", "CT surgery", "nephrology", "palliative care", "HF", "vascular surgery"]) + ")")
    d.t("\n\nHOSPITAL COURSE:\n")
    B.intro(d, c)
    d.f(" who presented to the {ed} on {dt} with {sx}. ", ed=r.choice(["ED", "emergency department"]),
        dt=c.d(adm, r.choice(["md", "long", "wk_long", "mon_day"])),
        sx=r.choice(["crushing substernal chest pain", "progressive dyspnea and 8 kg weight gain", "syncope at home",
                     "palpitations and presyncope", "orthopnea"]))
    k = r.randrange(3)
    if k == 0:
        d.f("EMS was called by {pos} {rel} {n}. ", pos="his" if c.pt.sex == "M" else "her", rel=c.rel, n=("FAMILY", c.fam.first))
    elif k == 1:
        d.f("Transferred from {h} for cath lab availability. ", h=("HOSPITAL", phi.hospital(r, c.country)))
    else:
        d.f("Symptoms began while working as {a} {p} at {e}. ", a=phi.a_an(c.prof), p=("PROFESSION", c.prof), e=("ORGANIZATION", c.employer))
    d.line(r.choice(["Initial troponin 48 ng/L rising to 2,310 ng/L; ECG with ST depression V4-V6.",
                     "BNP 1,840 pg/mL, CXR with bilateral effusions and cephalization.",
                     "Telemetry showed 5.2 s pause with presyncope."]))
    d.f("On HD {n} ({dt}) {ev}. ", n=str(r.randint(2, 4)), dt=c.d(shift(adm, r.randint(1, 3)), r.choice(["md", "wk_md", "mon_day"])),
        ev=r.choice(["catheterization was performed as above", "diuresis was transitioned to oral torsemide",
                     "amiodarone was started for recurrent AF", "AKI peaked at Cr 2.1 and improved"]))
    N.wordy(d, r, r.randint(1, 2), inpt=True)
    d.f("By {dt} {ref} was ambulating independently and euvolemic.\n", dt=c.d(shift(c.date, -1), r.choice(["md", "weekday"])),
        ref=c.pt.ref(r))
    d.t("\n")
    B.labs(d, c, dated=True)
    d.t("\n")
    B.meds(d, r, title=r.choice(["DISCHARGE MEDICATIONS:", "Discharge Medication List"]))
    d.line("STOPPED: " + ", ".join(x[0] for x in r.sample(P.DRUGS, 2)))
    d.t("\nFOLLOW-UP APPOINTMENTS:\n")
    for i in range(r.randint(1, 3)):
        fu = phi.workday(shift(c.date, r.randint(5, 45)))
        d.f("  {doc} - {h} - {dt} at {t} - {ph}\n", doc=phi.doc_name(r, r.choice([c.pcp, c.att, phi.md(r)]), style=r.choice([0, 1])),
            h=("HOSPITAL", r.choice([c.clinic, phi.clinic(r, c.country), c.hosp])),
            dt=c.d(fu, r.choice(["wk_md", "us", "wk_long", "abbr"])), t=N.clock12(r), ph=c.phone(ext=False))
    d.line("  Labs (BMP) in 1 week at {l}.", l=("HOSPITAL", phi.pharmacy(r, c.country) if r.random() < 0.3 else c.clinic))
    d.t("\nINSTRUCTIONS: Daily weights. Call 911 for chest pain not relieved by NTG x3. No lifting > 10 lb x 1 week.\n")
    if r.random() < 0.5:
        d.f("Pending at discharge: blood cultures (accession {a}).\n", a=("IDNUM", phi.idnum(r, "M", c.date.year)))
    d.t("\n")
    B.signature(d, c)
    if r.random() < 0.5:
        B.transcription(d, c)
    B.cc_block(d, c)


def ems(d, c):
    r = c.r
    agency = r.choice(["%s County EMS", "%s Fire Rescue", "%s Ambulance Service", "%s Paramedic Services"]) % (
        c.home.city.split()[0] if r.random() < 0.7 else r.choice(P.HOSP_WORDS))
    d.line("{a}", a=("ORGANIZATION", agency.upper() if r.random() < 0.5 else agency))
    d.line(r.choice(["PATIENT CARE REPORT (PCR)", "Prehospital Care Report - STEMI Alert", "EMS RUN REPORT"]))
    d.line("Incident #: {i}   PCR #: {p}   Date: {dt}", i=("IDNUM", phi.idnum(r, "I", c.date.year)),
           p=("IDNUM", phi.digits(r, 9)), dt=c.d(None, r.choice(["us", "iso", "us_nopad"])))
    d.line("Vehicle: {k}, plate {pl}" + (", VIN {v}" if r.random() < 0.4 else ""), k=r.choice(["Type III ambulance", "ALS unit", "Type I ambulance"]),
           pl=("VEHICLE", phi.plate(r, c.country)), v=("VEHICLE", phi.vin(r)))
    crew = [phi.staff(r, r.choice(["Paramedic", "ACP"] if c.country == "CA" else ["Paramedic", "NRP"])),
            phi.staff(r, r.choice(["PCP", "EMR"] if c.country == "CA" else ["EMT", "EMT-A", "AEMT"]))]
    for m in crew:
        d.line("Crew: {n}, {cr}  Lic# {l}", n=("DOCTOR", m.lastfirst() if r.random() < 0.5 else m.plain()), cr=m.cred,
               l=("LICENSE", r.choice(["P", "E", "EMT-"]) + phi.digits(r, r.choice([5, 6, 7]))))
    t0 = r.randint(0, 23 * 60)
    times = [t0]
    for gap in (1, r.randint(1, 3), r.randint(5, 14), r.randint(10, 25), r.randint(8, 30)):
        times.append(times[-1] + gap)
    times = [t % (24 * 60) for t in times]
    d.line("Times: PSAP %s | Disp %s | Enrt %s | On scene %s | Transport %s | At dest %s" % tuple(
        "%02d:%02d" % (t // 60, t % 60) for t in times))
    d.t("\n")
    k = r.randrange(3)
    if k == 0:
        d.line("Scene: residence, {a}", a=c.home.pieces(r))
    elif k == 1:
        d.line("Scene: workplace, {e}, {city}, {st}", e=("ORGANIZATION", c.employer), city=("CITY", c.home.city),
               st=("STATE", c.home.abbr))
    else:
        d.line("Scene: public place, {lm}, {city}", lm=("LOCATION_OTHER", r.choice(P.LANDMARKS)), city=("CITY", c.home.city))
    d.line("Patient: {n}   DOB {dob}   Age {a}   Sex {s}   Wt ~{w} kg", n=c.pname(r.choice([2, 3, 1])), dob=c.d(c.dob, "us"),
           a=("AGE", str(c.pt.age)), s=c.pt.sex, w=str(r.randint(50, 140)))
    d.t("\nNARRATIVE: ")
    if r.random() < 0.5:
        d.f("Dispatched P1 for {age} with chest pain. ", age=c.age(r.choice([6, 7])))
    else:
        d.f("Dispatched P1 for {age} {sx} with chest pain. ", age=c.age(r.choice([2, 1, 3])), sx=B.sexword(r, c.pt.sex))
    k = r.randrange(3)
    if k == 0:
        d.f("Found seated, diaphoretic, pale. Coworker {n} states pt ({p}) clutched chest while unloading. ",
            n=("FAMILY", phi.Person(r).plain()), p=("PROFESSION", c.prof))
    elif k == 1:
        d.f("{rel} {n} reports onset at {t} while watching TV, 8/10 pressure radiating to L arm. ",
            rel=c.rel.capitalize(), n=("FAMILY", c.fam.first), t=N.clock(r))
    else:
        d.f("Pt drove self to {lm} and called 911 from vehicle (plate {pl}); vehicle secured and keys given to police. ",
            lm=("LOCATION_OTHER", r.choice(P.LANDMARKS)), pl=("VEHICLE", phi.plate(r, c.country)))
    d.line("Hx per pt/family: " + ", ".join(r.sample(B.HX, 3)) + ".")
    d.t("\nVITALS\n")
    t0 = times[3]
    for i in range(r.randint(2, 4)):
        tt = t0 + i * r.randint(4, 9)
        d.line("  %02d:%02d  BP %d/%d  HR %d  RR %d  SpO2 %d%%  GCS 15  Pain %d/10" % (
            (tt // 60) % 24, tt % 60, r.randint(110, 190), r.randint(40, 100), r.randint(40, 130), r.randint(12, 28),
            r.randint(86, 100), r.randint(0, 10)))
    d.t("\n12-LEAD: ")
    d.line(r.choice(["STE II, III, aVF 3 mm with reciprocal depression I, aVL", "STE V1-V4 4 mm",
                     "STE V2-V5, new LBBB not present", "inferior STE with RV involvement (V4R)"]))
    tt = times[3] + r.randint(6, 15)
    d.f("Transmitted {t} to {h}; STEMI alert activated by {doc} (ED). Cath lab team paged.\n",
        t="%02d:%02d" % ((tt // 60) % 24, tt % 60),
        h=("HOSPITAL", c.hosp), doc=phi.doc_name(r, phi.md(r), style=r.choice([0, 1])))
    d.t("\nTREATMENT\n")
    tx = []
    for x in r.sample(["ASA 324 mg PO chewed", "NTG 0.4 mg SL x2 (held 3rd for SBP 94)", "IV 18g L AC",
                       "fentanyl 50 mcg IV", "O2 withheld, SpO2 > 94%", "defib pads applied", "ondansetron 4 mg IV",
                       "heparin 4000 units IV per protocol"], r.randint(3, 6)):
        tx.append((times[3] + r.randint(1, 25), x))
    for tt, x in sorted(tx):
        d.line("  %02d:%02d %s" % ((tt // 60) % 24, tt % 60, x))
    d.f("\nDestination: {h} cath lab (bypassed {b}). Report to {rn}, RN at {t}.\n", h=("HOSPITAL", c.hosp),
        b=("HOSPITAL", phi.hospital(r, c.country)), rn=("DOCTOR", phi.Person(r).plain()),
        t="%02d:%02d" % ((times[5] + 3) // 60 % 24, (times[5] + 3) % 60))
    if r.random() < 0.5:
        d.f("Belongings (wallet, phone, glasses) given to {rel} {n}.\n", rel=c.rel, n=("FAMILY", c.fam.plain()))
    if r.random() < 0.4:
        d.f("Insurance: {o} ID {i}.\n", o=("ORGANIZATION", c.insurer), i=("HEALTHPLAN", phi.healthplan(r, c.country, c.home.abbr)))
    d.t("\n")
    d.f("Signed: {n} ({cr})  {dt}\n", n=("DOCTOR", crew[0].plain()), cr=crew[0].cred, dt=c.d(None, "us"))
    if r.random() < 0.5:
        d.f("ePCR uploaded by {u} from tablet {ip}\n", u=("USERNAME", phi.username(r, crew[0].first, crew[0].last)),
            ip=("IPADDR", phi.ip(r)))


def portal(d, c):
    r = c.r
    d.line("{h} - Patient Portal", h=("HOSPITAL", r.choice([c.clinic, c.hosp])))
    d.line("Secure message thread   Portal: {u}", u=("URL", phi.url(r, r.choice(["/mychart", "/portal", "/messages"]))))
    d.line("Portal account: {a}   MRN: {m}", a=("ACCOUNT", "PA-" + phi.digits(r, 7)), m=("MRN", c.mrn))
    d.t("\n")
    proxy = r.random() < 0.4
    sender = c.fam if proxy else c.pt
    sent = c.date
    d.line("From: {n} <{e}>" + (" (proxy for {p})" if proxy else ""),
           n=(("FAMILY" if proxy else "PATIENT"), sender.plain()), e=("EMAIL", phi.email(r, sender.first, sender.last)),
           p=("PATIENT", c.pt.plain()))
    d.line("To: Cardiology Nurse Pool - {h}", h=("HOSPITAL", c.clinic))
    d.line("Sent: {d} {t}", d=c.d(sent, r.choice(["wk_long", "us", "abbr"])), t=N.clock12(r))
    subj = r.choice(["question about metoprolol", "INR result", "my device beeped", "swelling in ankles",
                     "need refill", "monitor patch fell off", "forms for work"])
    d.line("Subject: " + subj)
    d.t("\n")
    dr = c.att
    if r.random() < 0.5:
        d.f("Hi Dr. {n},\n", n=("DOCTOR", dr.last))
    else:
        d.t("Hello,\n")
    if proxy:
        d.f("This is {n}, {pos} {rel}. ", n=("FAMILY", c.fam.first), pos="his" if c.pt.sex == "M" else "her",
            rel=c.rel)
        d.f("{pt} has been ", pt=("PATIENT", c.pt.first if r.random() < 0.5 else c.pt.nick or c.pt.first))
    else:
        d.t("I have been ")
    d.t(r.choice(["feeling more tired since the dose change ", "having more swelling ", "dizzy when I stand up ",
                  "getting the skipped beats again "]))
    d.f("since {dt}. ", dt=c.d(shift(c.date, -r.randint(2, 10)), r.choice(["weekday", "md", "mon_day"])))
    k = r.randrange(4)
    if k == 0:
        w = r.randint(140, 260)
        d.f("Weight this morning was {w} lbs, up from {w2} on {dt}. ", w=str(w), w2=str(w - r.randint(2, 7)),
            dt=("DATE", r.choice(phi.WEEKDAYS)))
    elif k == 1:
        d.f("My work at {e} needs a note saying I can go back to lifting. I'm {a} {p}. ", e=("ORGANIZATION", c.employer),
            a=phi.a_an(c.prof), p=("PROFESSION", c.prof))
    elif k == 2:
        d.f("The pharmacy ({ph}) says they need a new prescription. Their fax is {f}. ",
            ph=("HOSPITAL", phi.pharmacy(r, c.country)), f=c.fax())
    else:
        d.f("We are flying to {co} on {dt}, is that ok with the new stent? ", co=("COUNTRY", r.choice(P.COUNTRIES)),
            dt=c.d(shift(c.date, r.randint(7, 40)), r.choice(["mon_day", "md", "long"])))
    d.f("You can call me at {p}.\nThanks,\n{n}\n\n", p=c.phone(ext=False),
        n=(("FAMILY" if proxy else "PATIENT"), sender.first))
    d.t("-----\n")
    rn = phi.staff(r, r.choice(["RN", "RN, BSN", "LPN", "NP"]))
    d.line("Reply from: {n}, {cr}   {d} {t}", n=("DOCTOR", rn.plain()), cr=rn.cred,
           d=c.d(shift(sent, r.choice([0, 1, 1, 3])), r.choice(["us", "wk_md", "abbr"])), t=N.clock12(r))
    d.t("\n")
    d.f("Hi {n},\n", n=(("FAMILY" if proxy else "PATIENT"), sender.first))
    d.t(r.choice(["Thank you for the update. ", "I reviewed your message with the doctor. "]))
    d.f("{doc} recommends {x}. ", doc=phi.doc_name(r, dr, style=0),
        x=r.choice(["an extra 40 mg of furosemide for 2 days", "holding the evening dose of metoprolol",
                    "coming in for an ECG", "keeping the patch on for the full 14 days", "a BMP this week"]))
    if r.random() < 0.6:
        d.f("We booked you for {dt} at {t} with {n}, {cr}. ", dt=c.d(phi.workday(shift(sent, r.randint(1, 10))), r.choice(["wk_md", "wk_long", "mon_day"])),
            t=N.clock12(r), n=("DOCTOR", phi.staff(r).plain()), cr=r.choice(["NP", "PA-C", "RN"]))
    d.t("Please call 911 for chest pain or fainting.\n")
    d.f("{n}\n\n", n=("DOCTOR", rn.first))
    d.t("-----\n")
    if r.random() < 0.5:
        d.line("Login audit: user {u} from {ip}; second factor: fingerprint ID {b}", u=("USERNAME", phi.username(r, sender.first, sender.last)),
               ip=("IPADDR", phi.ip(r)), b=("BIOID", phi.bioid(r, "FP")))
    else:
        d.line("Login audit: user {u} from {ip} at {t}", u=("USERNAME", phi.username(r, sender.first, sender.last)),
               ip=("IPADDR", phi.ip(r)), t=N.clock(r))


def referral(d, c):
    r = c.r
    src = phi.clinic(r, c.country)
    sender = c.ref
    d.line("FAX COVER SHEET")
    d.line("To: {h}   Fax: {f}", h=("HOSPITAL", c.clinic), f=c.fax())
    d.line("From: {s} - {h}", s=phi.doc_name(r, sender, style=r.choice([1, 2, 4])), h=("HOSPITAL", src))
    d.line("Phone: {p}   Fax: {f}", p=c.phone(), f=c.fax())
    d.line("Date: {d}   Pages (incl. cover): {n}", d=c.d(None, r.choice(["us", "us_nopad", "iso", "dmy_abbr"])), n=str(r.randint(2, 14)))
    d.line("CONFIDENTIAL: This fax contains health information intended only for the addressee.")
    d.t("\n")
    d.line(r.choice(["REFERRAL - CARDIOLOGY", "Referral Request: Vascular Surgery", "REFERRAL TO HEART FUNCTION CLINIC",
                     "Arrhythmia / EP Referral"]))
    d.line("Urgency: %s" % r.choice(["Routine", "Urgent (< 2 weeks)", "Semi-urgent", "Emergent - called ahead"]))
    d.t("\nPATIENT\n")
    fields = ["name", "dob", "sex", "addr", "phone"] + (["email"] if r.random() < 0.5 else []) + ["ins"] + \
        (["ssn"] if r.random() < 0.6 else []) + (["nok"] if r.random() < 0.5 else [])
    B.demo_block(d, c, fields, style=0)
    d.line("Language: %s  Interpreter: %s" % (r.choice(["English", "Spanish", "Punjabi", "Tagalog", "Portuguese", "French",
                                                         "Vietnamese", "Somali"]), r.choice(["No", "Yes"])))
    d.t("\nREFERRING PROVIDER\n")
    d.line("{n}   {k} {l}", n=phi.doc_name(r, sender, style=2),
           k="Billing #" if c.country == "CA" else r.choice(["NPI", "NPI:"]),
           l=("LICENSE", phi.med_license(r, "CA") if c.country == "CA" else phi.npi(r)))
    pl = phi.Place(r, c.country)
    d.line("{a}", a=pl.pieces(r))
    d.t("\nREASON FOR REFERRAL\n")
    B.intro(d, c)
    d.f(" with {x}. ", x=r.choice(["new murmur and exertional dyspnea", "AF detected on smartwatch, confirmed on ECG",
                                   "claudication at 2 blocks", "LVEF 35% on echo", "recurrent syncope",
                                   "uncontrolled HTN on 4 agents"]))
    N.wordy(d, r, 1)
    d.t("\n")
    d.line("Attached: ECG {a}; echo report {b}; labs {c2}.", a=c.d(shift(c.date, -r.randint(1, 20)), r.choice(["md", "us"])),
           b=c.d(shift(c.date, -r.randint(5, 60)), r.choice(["md", "us", "my_num"])),
           c2=c.d(shift(c.date, -r.randint(1, 30)), r.choice(["md", "us_short"])))
    B.meds(d, r, r.randint(3, 7), title="Current meds:")
    d.t("\n--- INTAKE (clinic use) ---\n")
    rn = phi.staff(r, r.choice(["RN", "NP", "clerk"]))
    d.line("Received: {d}   Referral #: {n}", d=c.d(shift(c.date, r.randint(0, 3)), r.choice(["us", "md"])),
           n=("IDNUM", phi.idnum(r, "REF", c.date.year)))
    d.line("Triaged by: {n} ({cr})   Priority: P{p}", n=("DOCTOR", rn.plain() if r.random() < 0.6 else rn.initials(False)),
           cr=rn.cred, p=str(r.randint(1, 4)))
    d.line("Booked: {doc}, {dt} {t}", doc=phi.doc_name(r, c.att, style=r.choice([0, 1])),
           dt=c.d(phi.workday(shift(c.date, r.randint(7, 90))), r.choice(["wk_md", "us", "abbr"])), t=N.clock12(r))
    if r.random() < 0.5:
        d.line("Pt notified by phone {p}; appointment letter mailed to {a}.", p=c.phone(ext=False),
               a=c.home.pieces(r, full_state=False))
    if r.random() < 0.4:
        d.line("Entered by {u}", u=("USERNAME", phi.username(r, rn.first, rn.last)))
