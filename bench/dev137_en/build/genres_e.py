"""Own genres: toxicology lab report, telehealth session log / portal thread, release-of-information form."""
import datetime as dt
import phi
import neg
import blocks as B
import pools as P
from phi import M
from people import Person

CUT = {"Amphetamines": 500, "Barbiturates": 200, "Benzodiazepines": 100, "Buprenorphine": 5, "Cannabinoids (THC)": 50,
       "Cocaine metabolite": 150, "Fentanyl": 1, "Methadone (EDDP)": 100, "Methamphetamine": 500, "MDMA": 500,
       "Opiates (morphine)": 300, "Oxycodone": 100, "Xylazine": 10, "Ethyl glucuronide (EtG)": 500, "PCP": 25}


def tox(c):
    r = c.r
    lab = r.choice(P.CLINIC_W) + r.choice([" Diagnostics", " Reference Laboratories", " Toxicology Labs", " Clinical Laboratory"])
    L = [M("ORGANIZATION", lab.upper() if r.random() < .5 else lab)]
    L.append(f"{M('STREET', phi.street(r))}, {M('CITY', phi.town(r))}, {M('STATE', c.st)} {M('ZIP', phi.postal(r, c.country, c.zp))}"
             f"  Client services {c.ph()}")
    L.append(f"{'CLIA' if c.country == 'US' else 'Accreditation #'} {M('LICENSE', phi.digits(r, 2) + 'D' + phi.digits(r, 7) if c.country == 'US' else 'LAB-' + phi.digits(r, 5))}   Lab Director: {M('DOCTOR', Person(r).fmt('full'))}, PhD")
    L.append("")
    L.append(r.choice(["DEFINITIVE DRUG TESTING REPORT", "URINE DRUG SCREEN - CONFIRMATION", "Toxicology Report (LC-MS/MS)"]))
    coll = c.off(-r.randrange(2, 6))
    L += [f"Patient: {c.P(r.choice(['LFM', 'LF', 'lf']))}     DOB: {c.DOB()}     Sex: {c.pt.sex}",
          f"Patient ID: {M('MRN', c.mrn)}     Specimen ID: {M('IDNUM', phi.idnum(r, 'specimen'))}     Req #: {M('IDNUM', phi.idnum(r, 'req'))}",
          f"Collected: {c.D(coll, 'mdY0')} {phi.clock(r, '24c')}   Received: {c.D(c.off(-r.randrange(0, 2)), 'mdY0')}   Reported: {c.D(c.d0, 'mdY0')} {phi.clock(r, '24c')}",
          f"Ordering: {c.md.sig(r, 'lfm')}  NPI {M('LICENSE', c.md.npi)}",
          f"Facility: {M('HOSPITAL', r.choice([c.clinic, phi.otp(r)]))}   Acct #{M('ACCOUNT', phi.acct(r))}",
          f"Specimen: urine, {r.choice(['observed', 'unobserved', 'observed, temp 34 C'])}", ""]
    L.append(f"{'ANALYTE':<28}{'RESULT':<12}{'CUTOFF':<10}UNITS")
    posl = []
    for a in r.sample(list(CUT), r.randrange(7, 13)):
        pos = r.random() < .2
        if pos:
            posl.append(a)
        val = f"{r.randrange(CUT[a], CUT[a] * 40)}" if pos else "NEG"
        L.append(f"{a:<28}{val + (' POS' if pos else ''):<12}{CUT[a]:<10}ng/mL")
    L += ["", "Specimen validity:", f"  Creatinine {r.randrange(12, 240)} mg/dL   pH {r.uniform(4.6, 8.2):.1f}   SG {r.uniform(1.002, 1.030):.3f}   Oxidants neg",
          "", "Comment: " + (f"{', '.join(posl)} detected above cutoff; correlate with prescribed medications." if posl else
                             r.choice(["All analytes below cutoff.", "Dilute specimen; recollect recommended.",
                                       "No prescribed medications listed on requisition."])),
          f"Reviewed by: {M('DOCTOR', Person(r).fmt(r.choice(['full', 'il'])))}, {r.choice(['MT(ASCP)', 'MLS', 'PhD, DABCC'])}  {c.D(c.d0, 'mdY0')}"]
    if r.random() < .5:
        L.append(f"Results also sent to {c.md.dr(r)} via fax {c.fax()} and portal {c.url()}.")
    return L


def _ts(r, d, h, m):
    h, m = h + m // 60, m % 60
    return f"{d.year}-{d.month:02d}-{d.day:02d} {h:02d}:{m:02d}:{r.randrange(60):02d}"


def telehealth(c):
    r = c.r
    if r.random() < .5:
        h = r.randrange(8, 17)
        room = phi.digits(r, 9)
        pip, sip = phi.ipaddr(r), phi.ipaddr(r)
        su = (c.ther.p.first[0] + c.ther.p.last).lower().replace("'", "").replace("-", "")
        L = [M("HOSPITAL", c.clinic), r.choice(["TELEHEALTH SESSION RECORD", "Virtual Visit Audit Log and Note", "Video Visit - Connection Log"]), "",
             f"Patient: {c.P(r.choice(['full', 'lf']))}   MRN {M('MRN', c.mrn)}   DOB {c.DOB()}",
             f"Visit date: {c.D()}   Provider: {c.ther.sig(r) if r.random() < .5 else c.np.sig(r)}",
             f"Meeting ID: {M('IDNUM', room[:3] + ' ' + room[3:6] + ' ' + room[6:])}   Link: {M('URL', 'https://meet.' + r.choice(P.DOMAINS) + '/j/' + room)}",
             f"Patient device: {r.choice(['iPad', 'Android phone', 'laptop'])}, device ID {M('DEVICE', phi.device_id(r))}" if r.random() < .4 else "Patient device: not recorded",
             f"Patient location: {r.choice(['home', 'car (parked)', 'work break room', 'friend’s house'])}, {M('CITY', c.city)}, {M('STATE', c.state)}"
             f"; verified by patient. Emergency contact during visit: {c.ph()}.", "", "Connection log:"]
        m0 = r.randrange(0, 10)
        m1, m2, dur = m0 + r.randrange(1, 5), m0 + r.randrange(12, 25), r.randrange(30, 55)
        L += [f"  {_ts(r, c.d0, h, m0)}  provider {M('USERNAME', su)} joined from {M('IPADDR', sip)}",
              f"  {_ts(r, c.d0, h, m1)}  patient {M('USERNAME', c.user)} joined from {M('IPADDR', pip)} ({r.choice(['iOS app', 'Chrome', 'Android app'])})",
              f"  {_ts(r, c.d0, h, m2)}  patient reconnected from {M('IPADDR', phi.ipaddr(r))} (poor bandwidth)" if r.random() < .5 else f"  {_ts(r, c.d0, h, m2)}  audio-only fallback",
              f"  {_ts(r, c.d0, h, m1 + dur)}  session ended (duration {dur} min)"]
        L += ["", "Note: " + " ".join([f"Identity confirmed with name and DOB. {c.who()} in private room.",
                                       r.choice([f"Discussed stress at {M('ORGANIZATION', c.employer)}.", f"{c.relp(0, 'The patient' + chr(39) + 's')} joined for last 10 min.",
                                                 "Reviewed sleep log.", f"Plans to visit family in {M('COUNTRY', c.born)} in {c.D(c.off(r.randrange(20, 120)), 'BY')}."]),
                                       neg.scores(r, 2) + ".", r.choice(neg.WORDNEG)]),
              f"Billing: CPT 90834-95, POS {r.choice(['02', '10'])}."]
        L += B.sig(c, c.ther)
        return L
    # portal thread
    L = [f"{M('HOSPITAL', c.clinic)} - Patient Portal Messages", f"Thread #{M('IDNUM', phi.digits(r, 8))}   Patient: {c.P('full')} ({M('USERNAME', c.user)})", ""]
    d = c.d0
    rel0, n0 = c.rel(0)
    k = r.randrange(3)
    subj = ["Refill", "Appointment", "Question"][k]
    pt1 = [f"Hi, this is {c.P('first')}. I ran out of my {r.choice(['sertraline', 'quetiapine', 'Suboxone', 'lamotrigine'])} and the pharmacy ({M('HOSPITAL', c.pharm)}) says I need a new script. Can you send it today? My new cell is {c.ph()}.",
           f"Can I move my appt on {c.D(c.off(r.randrange(2, 9)), 'amd')}? I got a shift at {M('ORGANIZATION', c.employer)}. Thanks, {c.P('first')}",
           f"My {rel0} {n0} wants to come to my next session, is that ok? Also my email changed to {M('EMAIL', c.email)}."][k]
    rn1 = [f"Hello {c.P('first')}, Dr. {M('DOCTOR', c.md.p.last)} approved a 30-day refill, sent to {M('HOSPITAL', c.pharm)}. -{M('DOCTOR', c.rn.p.first)}, RN",
           f"Hi, we moved you to {c.D(c.off(r.randrange(9, 20)), 'AbdY')} at {phi.appt_time(r)}. {M('DOCTOR', c.rn.p.fmt('full'))}, front desk",
           f"Yes, family can join. Please have {n0} sign the ROI at the front desk. {c.rn.sig(r)}"][k]
    pt2 = r.choice(["ok thank you!!", "Thanks. Also I have been having the shakes in the morning, is that the med?", "perfect see you then",
                    f"thank u. ps my address changed to {M('STREET', phi.street(r))}, {M('CITY', c.city)} {M('ZIP', c.zip)}"])
    msgs = [("pt", pt1), ("rn", rn1), ("pt", pt2)]
    for i, (who, body) in enumerate(msgs[: r.randrange(2, 4)]):
        d = d + dt.timedelta(days=r.randrange(0, 2))
        frm = f"{c.P(r.choice(['full', 'first']))} ({M('USERNAME', c.user)})" if who == "pt" else c.rn.sig(r)
        L += [f"From: {frm}", f"Sent: {c.D(d, r.choice(['AbdY', 'mdY0', 'bdY']))} {phi.clock(r, '12')}",
              f"Subject: {'RE: ' if i else ''}{subj}", body, "-" * 24]
    L.append(f"Client IP at login: {M('IPADDR', phi.ipaddr(r))}   Device: {r.choice(['Android', 'iPhone', 'Windows PC'])}")
    return L


def roi(c):
    r = c.r
    ca = c.country == "CA"
    L = [M("HOSPITAL", r.choice([c.clinic, c.hosp, phi.otp(r)]))]
    L.append(r.choice(["AUTHORIZATION FOR RELEASE OF INFORMATION", "CONSENT TO DISCLOSE PERSONAL HEALTH INFORMATION" if ca else
                       "CONSENT FOR THE RELEASE OF CONFIDENTIAL SUBSTANCE USE DISORDER INFORMATION (42 CFR Part 2)", "Release of Information / Consent to Communicate"]))
    L += ["", f"Client name: {c.P(r.choice(['full', 'fmfull', 'lf']))}    Date of birth: {c.DOB()}    {r.choice(['Record #', 'MRN', 'Client #'])}: {M('MRN', c.mrn)}",
          f"Address: {c.addr()}    Phone: {c.tel()}"]
    if r.random() < .4:
        L.append(f"{'SIN' if ca else 'SSN'}: {M('SSN', c.ssn)}    {'Health card' if ca else 'Medicaid ID'}: {M('HEALTHPLAN', c.hp)}")
    L += ["", f"I, {c.P('full')}, authorize {M('HOSPITAL', c.clinic)} to {r.choice(['release information to', 'exchange information with', 'obtain records from'])}:"]
    k = r.random()
    if k < .35:
        rel0, n0 = c.rel(0, "full")
        L.append(f"  Name: {n0} (relationship: {rel0})   Phone: {c.ph()}   Email: {M('EMAIL', c.rels[0][1].first.lower().replace(chr(39), '') + '.' + c.rels[0][1].last.lower().replace(chr(39), '').replace(' ', '') + '@' + r.choice(P.DOMAINS))}")
    elif k < .7:
        L.append(f"  Agency: {M('HOSPITAL', phi.hospital(r))}, Health Information Management")
        L.append(f"  Address: {M('STREET', phi.street(r))}, {M('CITY', c.city2)}, {M('STATE', c.st)} {M('ZIP', phi.postal(r, c.country, c.zp))}   Fax: {c.fax()}")
    else:
        o = Person(r)
        L.append(f"  Name: {M('FAMILY', o.fmt('full'))}, {r.choice(['probation officer', 'attorney', 'employer (HR)', 'shelter case manager'])}")
        L.append(f"  Organization: {M('ORGANIZATION', r.choice([c.employer, phi.agency(r)]))}   Phone: {c.ph(ext=True)}   Fax: {c.fax()}")
    L += ["", "Information to be disclosed (initial each):"]
    ini = c.pt.fmt("INIT")
    for item in r.sample(["Attendance / compliance", "Diagnosis", "Medication list", "Toxicology results", "Treatment plan and progress",
                          "Discharge summary", "Psychological testing", "HIV/STI results"], r.randrange(3, 6)):
        L.append(f"  [{M('PATIENT', ini) if r.random() < .7 else '  '}] {item}")
    L += ["", "Purpose: " + r.choice(["coordination of care", "court/probation requirement", "return to work", "housing application", "at client request"]),
          f"This authorization expires on {c.D(c.off(r.choice([90, 180, 365])), r.choice(['BdY', 'mdY0', 'Ymd']))} or upon "
          + r.choice(["discharge from treatment", "completion of probation", "written revocation"]) + ".",
          "I understand I may revoke this consent at any time except to the extent action has been taken in reliance on it. "
          + ("Information is protected under PHIPA." if ca and c.st == "ON" else "Redisclosure is prohibited by 42 CFR Part 2." if not ca else "Protected under provincial privacy law."), ""]
    L.append(f"Signature of client: ____________________   Date: {c.D(c.d0, 'mdY0')}")
    if r.random() < .35:
        g = Person(r)
        L.append(f"Signature of guardian/legal representative: {M('FAMILY', g.fmt('full'))}   Relationship: {r.choice(['guardian', 'parent', 'POA'])}")
    L.append(f"Witness: {c.cm.sig(r)}   Date: {c.D(c.d0, 'mdY0')}")
    if r.random() < .4:
        L.append(f"Copy given to client: {r.choice(['yes', 'declined'])}.  Form ROI-{phi.digits(r, 2)} rev. 2022")
    return L
