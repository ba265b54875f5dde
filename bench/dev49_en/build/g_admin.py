"""Genre 3: release-of-information logs; Genre 4: incident reports; Genre 5: complaints / PALS."""
from common import P, fdate, lj
import pools as PL


def _requester(c):
    r = c.r
    k = r.random()
    if k < 0.3:
        f = c.lawfirm()
        return ("attorney" if c.loc in ("US", "CA") else "solicitor"), P("ORGANIZATION", f), f
    if k < 0.45:
        f = c.insurer()
        return "insurer", P("ORGANIZATION", f), f
    if k < 0.6:
        return "self", c.N(style="full"), None
    if k < 0.8:
        p, rel = c.relp(["daughter (POA)", "son", "spouse", "executor", "NOK", "mother"])
        return rel, c.N(p, "FAMILY", r.choice(["full", "lf"])), None
    h = c.hospital()
    return "provider", P("HOSPITAL", h), h


def roi(c):
    r = c.r
    clerk = c.staff(); clerk2 = c.staff(); lay = r.choice(["table", "audit", "sar", "narrative"])
    hid_l, hid = c.healthid()
    out = []
    if lay == "table":
        out.append(c.banner(clerk))
        out.append(f"RELEASE OF INFORMATION - REQUEST LOG\nHealth Information Management, {c.H()}\n"
                   f"Patient: {c.N(style='LF')}   {c.mrn_label()}: {P('MRN', c.mrn_v)}   DOB: {c.D(c.dob)} ({c.A(r.choice(['y', 'yrs', 'plain']))})   {hid_l}: {hid}")
        hdr = "| Req # | Received | Requester | Relationship | Records | Date range | Status | Sent | Clerk |"
        out.append(hdr + "\n|" + "---|" * 9)
        rows = []
        d = c.plus(c.event, -300, -200)
        for i in range(r.randint(4, 7)):
            d = c.plus(d, 3, 60)
            rel, who, _ = _requester(c)
            a = c.plus(d, -1500, -400); b = c.plus(d, -30, 0)
            rng = f"{c.D(a, c.ds2)}-{c.D(b, c.ds2)}" if r.random() < 0.7 else f"{c.D(a, c.ds2)} to present"
            recs = r.choice(["full chart", "ED notes + imaging", "discharge summary", "billing/UB-04", "op note, path", "MAR, nursing notes", "radiology CDs", "labs only"])
            st = r.choice(["SENT", "SENT", "PENDING AUTH", "DENIED - invalid auth", "CANCELLED", "SENT (portal)"])
            sent = c.D(c.plus(d, 2, 25), c.ds2) if st.startswith("SENT") else "-"
            cl = P("USERNAME", c.nm(r.choice([clerk, clerk2]), "user")) if r.random() < 0.6 else P("DOCTOR", c.nm(r.choice([clerk, clerk2]), "inits").replace(".", ""))
            rows.append(f"| {P('IDNUM', c.ref('ROI'))} | {c.D(d, c.ds2)} | {who} | {rel} | {recs} | {rng} | {st} | {sent} | {cl} |")
        out.append("\n".join(rows))
        out.append(f"Invoice {P('ACCOUNT', c.ref('INV'))} issued to requester #1, {r.choice(['$', '$', 'CA$', 'A$'])}{r.randint(6, 95)}.{r.randint(10, 99)} (copy fee).\n"
                   f"Notes: authorization on file signed {c.D(c.plus(c.event, -320, -200))}; expires {c.D(c.plus(c.event, 20, 200))}. "
                   f"Patient contact on file: {c.ph()}, {P('EMAIL', c.email(c.pt))}.")
    elif lay == "audit":
        out.append(f"ACCESS & DISCLOSURE AUDIT TRAIL\nSystem: {c.H()} EHR   Report run: {c.D(c.event, 'iso')} {c.time()} by {P('USERNAME', c.nm(clerk, 'user'))}\n"
                   f"Subject: {c.N(style='LF')}  {c.mrn_label()} {P('MRN', c.mrn_v)}  DOB {c.D(c.dob, 'iso')}  Enc {P('ACCOUNT', c.acct())}")
        out.append("TIMESTAMP            USER         WORKSTATION / IP     ACTION             DETAIL")
        d = c.plus(c.event, -60, -20)
        lines = []
        users = [c.staff() for _ in range(4)]
        for i in range(r.randint(7, 11)):
            d = c.plus(d, 0, 5)
            u = r.choice(users)
            act = r.choice(["VIEW CHART", "PRINT", "RELEASE-MAIL", "RELEASE-PORTAL", "EXPORT PDF", "VIEW RESULTS", "BREAK-GLASS", "FAX OUT"])
            det = {"PRINT": f"{r.randint(2, 80)} pp to {P('LOCATION_OTHER', 'PRN-' + c.letters(2) + str(r.randint(1, 40)))}",
                   "FAX OUT": f"to {c.ph('FAX')}", "RELEASE-PORTAL": f"to {P('EMAIL', c.email(c.pt))}",
                   "BREAK-GLASS": f"reason: '{r.choice(['ED care', 'family request', 'continuity of care'])}'",
                   "RELEASE-MAIL": f"req {P('IDNUM', c.ref('ROI'))}"}.get(act, r.choice(["notes", "labs", "imaging", "summary", "-"]))
            lines.append(f"{c.D(d, 'iso')} {c.time(style='24'):<6}  {lj(P('USERNAME', c.nm(u, 'user')), 12)} {lj(P('IPADDR', c.ip()), 20)} {act:<18} {det}")
        out.append("\n".join(lines))
        u = r.choice(users)
        out.append(f"Privacy officer review: BREAK-GLASS by {P('USERNAME', c.nm(u, 'user'))} ({c.N(u, 'DOCTOR', 'full')}, {r.choice(['RN', 'ward clerk', 'MD', 'physio'])}) "
                   f"on {c.D(d)} reviewed with manager {c.N(clerk2, 'DOCTOR', 'full')} - {r.choice(['legitimate, patient under their care', 'no relationship found, referred to HR', 'staff member is a relative of the patient; investigated'])}. "
                   f"Patient informed by letter to {c.addr_line()} on {c.D(c.plus(d, 3, 20))}.")
    elif lay == "sar":
        app = c.person()
        out.append(f"{c.H()} - Information Governance\n{'SUBJECT ACCESS REQUEST' if c.loc=='GB' else 'REQUEST FOR ACCESS TO PERSONAL HEALTH INFORMATION'} - PROCESSING RECORD")
        out.append(f"Request ref: {P('IDNUM', c.ref('SAR' if c.loc=='GB' else 'AR'))}\nDate received: {c.D(c.event)}\nStatutory deadline: {c.D(c.plus(c.event, 28, 31))}")
        rel = r.choice(["self", "self", "daughter (LPA health & welfare)", "son (executor)", "solicitor acting"])
        if rel == "self":
            appl = c.N(style="full")
        elif rel.startswith("solicitor"):
            appl = f"{c.N(app, 'FAMILY', 'full')} of {P('ORGANIZATION', c.lawfirm())}"
        else:
            appl = c.N(app, "FAMILY", "full")
        out.append(f"APPLICANT\nName: {appl}\nRelationship: {rel}\nAddress: {c.addr_line(c.address() if rel!='self' else None)}\nTel: {c.ph()}   Email: {P('EMAIL', c.email(app if rel!='self' else c.pt))}")
        dec = r.random() < 0.25
        out.append(f"PATIENT\nName: {c.N(style='full')}   Previous name: {P('PATIENT', c.pt.first + ' ' + r.choice(PL.SURNAMES))}\n"
                   f"DOB: {c.D(c.dob)}" + (f"   DOD: {c.D(c.plus(c.event, -200, -10))}" if dec else "") + f"\n{hid_l}: {hid}   {c.mrn_label()}: {P('MRN', c.mrn_v)}\nAddress: {c.addr_line()}")
        idk = r.choice(["driving licence", "passport", "photo card"])
        out.append(f"IDENTITY VERIFICATION\n{idk.capitalize()} no. {P('LICENSE' if idk!='passport' else 'IDNUM', c.letters(5) + c.digits(6) + c.letters(2) if idk!='passport' else c.digits(9))} seen; "
                   f"utility bill dated {c.D(c.plus(c.event, -60, -5))}." + (f" Kiosk biometric match, template {P('BIOID', 'BIO-' + c.digits(7))}." if r.random() < 0.3 else ""))
        out.append(f"RECORDS REQUESTED\n{r.choice(['All records', 'Maternity records', 'ED attendance and imaging', 'Mental health records'])} from {c.D(c.plus(c.event, -3000, -500), 'my')} to {c.D(c.plus(c.event, -60, -1), 'my')}, "
                   f"including {P('HOSPITAL', c.ward())} and {P('HOSPITAL', c.hospital())}.")
        out.append("ACTIONS\n" + "\n".join([
            f"- {c.D(c.plus(c.event, 0, 2))}: acknowledged by email, {P('DOCTOR', c.nm(clerk, 'full'))}",
            f"- {c.D(c.plus(c.event, 3, 8))}: records requested from Medical Records (sys ref {P('IDNUM', c.digits(7))}) and Radiology",
            f"- {c.D(c.plus(c.event, 10, 18))}: clinical review for serious harm test by {c.DR(c.staff(), 'full')}; third-party info redacted (pp {r.randint(3, 40)}, {r.randint(41, 90)})",
            f"- {c.D(c.plus(c.event, 19, 27))}: released via secure link {P('URL', 'https://share.' + c.domain(c.hosp) + '/d/' + c.letters(6).lower() + c.digits(4))}; password sent by SMS to {c.ph()}",
        ]))
        out.append(f"Completed by {c.N(clerk2, 'DOCTOR', 'full')}, Information Governance Officer, ext {P('PHONE', str(r.randint(2000, 7999)))}")
    else:  # narrative log, lower case
        lines = [f"ROI correspondence log - {c.N(style='LFs')} - {c.mrn_label().lower()} {P('MRN', c.mrn_v)} - dob {c.D(c.dob)}", ""]
        d = c.plus(c.event, -40, -10)
        firm = c.lawfirm()
        lines.append(f"{c.Ds(d)} rcvd fax from {P('ORGANIZATION', firm.lower() if r.random()<0.4 else firm)} (fax {c.ph('FAX')}) req for all records "
                     f"{c.D(c.plus(d, -1200, -700), c.ds2)}-present re mva {c.D(c.plus(d, -700, -300), c.ds2)}. auth signed by pt {c.D(c.plus(d, -20, -2), c.ds2)}, valid. logged {P('IDNUM', c.ref('ROI'))}. -{P('DOCTOR', c.nm(clerk, 'lower_inits'))}")
        d = c.plus(d, 1, 5)
        lines.append(f"{c.Ds(d)} called firm {c.ph()} spoke w/ paralegal {P('FAMILY', c.nm(c.person(), 'full'))} - confirmed they want imaging on cd also. fee quote sent to {P('EMAIL', c.email(generic='records', dom=c.domain(firm)))}. -{P('DOCTOR', c.nm(clerk, 'lower_inits'))}")
        d = c.plus(d, 2, 10)
        lines.append(f"{c.Ds(d)} pt {P('PATIENT', c.pt.first.lower())} called (cell {c.ph()}) asking if we sent records, told not yet - awaiting payment. pt also requests own copy mailed to new addr {c.addr_line()}. updated demographics. -{P('DOCTOR', c.nm(clerk2, 'lower_inits'))}")
        d = c.plus(d, 2, 10)
        lines.append(f"{c.Ds(d)} payment rcvd chk #{P('ACCOUNT', c.digits(4))}. {r.randint(120, 900)} pages + 2 cds mailed ups trk {P('IDNUM', '1Z' + c.letters(3) + c.digits(11))}. copy to pt mailed same day. -{P('DOCTOR', c.nm(clerk, 'lower_inits'))}")
        if r.random() < 0.6:
            d = c.plus(d, 5, 40)
            lines.append(f"{c.Ds(d)} subpoena duces tecum rcvd, case no {P('IDNUM', c.letters(2) + '-' + str(d.year) + '-' + c.digits(5))}, {P('CITY', c.town())} {r.choice(['County', 'District'])} Court - fwd to legal {P('EMAIL', c.email(generic='legal', dom=c.domain(c.hosp)))}. -{P('DOCTOR', c.nm(clerk2, 'lower_inits'))}")
        lines.append("")
        lines.append(f"closed {c.D(c.plus(d, 1, 10))} {P('USERNAME', c.nm(clerk, 'user'))}")
        out.append("\n".join(lines))
    return "\n\n".join(out)


def incident(c):
    r = c.r
    cat, desc, act = r.choice(PL.INCIDENTS)
    rep = c.staff(); mgr = c.staff(); doc = c.staff(); wit = c.staff(); hca = c.staff()
    ward = c.ward(); bed = str(r.randint(1, 32)); bay = str(r.randint(1, 8))
    t = c.time(style="24")
    dd = c.event
    desc = desc.format(t=t)
    fam, rel = c.relp(["daughter", "son", "wife", "husband", "partner", "brother", "sister"])
    lay = r.choice(["datix", "datix", "terse", "rca"] if c.loc in ("GB", "AU") else ["us_form", "us_form", "terse", "rca"])
    out = []
    if lay == "datix":
        out.append(f"INCIDENT REPORT FORM\nOrganisation: {c.H()}\nReference: {P('IDNUM', c.ref(r.choice(['W', 'IR', 'INC']), dd.year))}\nStatus: {r.choice(['Being reviewed', 'Finally approved', 'Awaiting review'])}")
        out.append(f"When\nIncident date: {c.D(dd)}   Time: {t}\nReported date: {c.D(c.plus(dd, 0, 2))}")
        out.append(f"Where\nSite: {c.H()}\nLocation (exact): {P('HOSPITAL', ward)}, bay {P('LOCATION_OTHER', bay)}, bed {P('LOCATION_OTHER', bed)}\nSpecialty: {r.choice(['Acute Medicine', 'Care of the Elderly', 'General Surgery', 'Orthopaedics', 'Critical Care'])}")
        out.append(f"Who\nPerson affected: {c.N(style='full')}  ({c.sexw}, {c.A('years')})\n{c.mrn_label()}: {P('MRN', c.mrn_v)}   {c.healthid()[0]}: {c.healthid()[1]}")
        out.append(f"Category: {cat}\nDescription:\n{c.ptitle} {c.N(style='last')} {desc}. "
                   f"Staff on duty: {c.N(rep, 'DOCTOR', 'full')} ({r.choice(['Staff Nurse', 'RN', 'Charge Nurse'])}), {c.N(hca, 'DOCTOR', 'full')} (HCA). "
                   f"Reviewed by {c.DR(doc)} ({r.choice(['FY1', 'SHO', 'registrar', 'CT2'])}, bleep {P('PHONE', str(r.randint(1000, 9999)))}) at {c.time(style='24')}.")
        out.append(f"Immediate action taken: {act}.")
        if r.random() < 0.5:
            out.append("Relevant clinical information: " + c.clin_block("para"))
        dev = ""
        if "pump" in desc or "guidewire" in desc or r.random() < 0.35:
            dev = f"\nDevice: {r.choice(['volumetric pump', 'profiling bed', 'syringe driver', 'glucometer', 'hoist'])}, asset no {P('DEVICE', c.letters(2) + c.digits(5))}, serial {P('DEVICE', c.serial())}"
        out.append(f"Harm: {r.choice(['No harm', 'Low harm', 'Moderate harm', 'Severe harm'])}{dev}\nWitness: {c.N(wit, 'DOCTOR', 'full')}")
        out.append(f"Duty of candour: {c.his} {rel} {c.N(fam, 'FAMILY', 'full')} informed by telephone ({c.ph()}) on {c.D(c.plus(dd, 0, 3))} by {c.DR(doc, 'last')}; "
                   f"written follow-up sent {c.D(c.plus(dd, 5, 10))} to {c.addr_line(c.address())}.")
        out.append(f"Reporter: {c.N(rep, 'DOCTOR', 'full')}  login {P('USERNAME', c.nm(rep, 'user'))}  {P('EMAIL', c.email(rep, c.domain(c.hosp)))}\n"
                   f"Handler: {c.N(mgr, 'DOCTOR', 'full')}, Ward Manager  ext {P('PHONE', str(r.randint(2000, 7999)))}")
    elif lay == "us_form":
        out.append(f"PATIENT SAFETY EVENT REPORT - CONFIDENTIAL\nPeer review / quality improvement privileged document\n{c.H()}  {c.addr_line(c.haddr)}")
        out.append(f"Event ID: {P('IDNUM', c.ref('PSE', dd.year))}\nEvent date/time: {c.D(dd, 'us0' if c.loc=='US' else c.ds)} {c.time()}\nUnit: {P('HOSPITAL', ward)}   Room: {P('LOCATION_OTHER', str(r.randint(200, 899)) + r.choice(['', 'A', 'B']))}")
        out.append(f"Patient: {c.N(style='LF')}   {c.mrn_label()} {P('MRN', c.mrn_v)}   FIN {P('ACCOUNT', c.acct())}\nAge: {c.A('plain')}   Sex: {c.sexl}   Admit date: {c.D(c.plus(dd, -12, -1))}\nAttending: {c.DR(doc, 'full')}")
        out.append("Pertinent history:\n" + c.clin_block(r.choice(["para", "table"])))
        out.append(f"Event type: {cat}\nNarrative (reporter):\n{c.A('yo')} {c.sexw} pt {desc.lower()}. Charge RN {c.N(mgr, 'DOCTOR', r.choice(['full', 'i_last']))} notified; {c.DR(doc, 'last')} at bedside.")
        if "pump" in desc or r.random() < 0.3:
            out.append(f"Equipment: {r.choice(['Alaris 8100 pump module', 'Sapphire pump', 'Hill-Rom bed', 'bed exit alarm'])} S/N {P('DEVICE', c.serial())} sequestered by biomed (work order {P('IDNUM', c.digits(6))})")
        out.append(f"Actions: {act}.\nFamily notification: {rel} {c.N(fam, 'FAMILY', r.choice(['full', 'first']))} via phone {c.ph()} {c.D(c.plus(dd, 0, 1))}")
        out.append(f"Reported by: {c.N(rep, 'DOCTOR', 'full')}, RN   user {P('USERNAME', c.nm(rep, 'user'))}   {c.D(c.plus(dd, 0, 1))}\n"
                   f"Manager follow-up: {c.N(mgr, 'DOCTOR', 'full')} {c.D(c.plus(dd, 2, 7))} - {r.choice(['education provided', 'referred to RCA committee', 'no further action', 'escalated to risk management'])}\n"
                   f"Risk Mgmt contact: {P('EMAIL', c.email(generic='patientsafety', dom=c.domain(c.hosp)))}  {c.ph()}")
    elif lay == "terse":
        out.append(f"{c.banner(rep)}\nNursing note - incident\n{c.N(style='LF')} | {c.mrn_label()} {P('MRN', c.mrn_v)} | {c.A(r.choice(['sex', 'y']))} | {P('HOSPITAL', ward)} bed {P('LOCATION_OTHER', bed)}")
        out.append(f"{c.D(dd)} {t}\n" + "\n".join([
            f"called to bedside by hca {P('DOCTOR', c.nm(hca, 'first').lower())}. pt {desc.lower()}.",
            f"obs: bp {r.randint(90, 170)}/{r.randint(50, 100)} hr {r.randint(55, 120)} rr {r.randint(14, 26)} spo2 {r.randint(90, 99)}% ra temp {r.randint(360, 385)/10} bm {r.randint(40, 160)/10}",
            f"dr {P('DOCTOR', c.nm(doc, 'last').lower())} (on call) informed {c.time(style='24')}, reviewed {c.time(style='24')}. plan: {act.lower()}.",
            f"{rel} {P('FAMILY', c.nm(fam, 'first').lower())} phoned on {c.ph()} - aware, coming in am.",
            f"datix {P('IDNUM', c.digits(6))} completed. handed over to {P('DOCTOR', c.nm(mgr, 'first'))} (nic).",
            f"- {P('DOCTOR', c.nm(rep, 'full'))} rn {P('LICENSE', c.nmc()) if c.loc=='GB' else ''}".rstrip(),
        ]))
        out.append(f"Addendum {c.D(c.plus(dd, 1, 2))} {c.time(style='24')}: reviewed by matron {c.N(c.staff(), 'DOCTOR', 'full')}. Family meeting booked {c.D(c.plus(dd, 3, 9), r.choice(['wk_uk', 'wk_us', c.ds]))}.")
    else:  # rca timeline
        out.append(f"{r.choice(['SERIOUS INCIDENT INVESTIGATION - EXECUTIVE SUMMARY', 'ROOT CAUSE ANALYSIS REPORT', 'Patient Safety Incident Investigation (PSII)'])}\n"
                   f"{c.H()}\nIncident ref {P('IDNUM', c.ref('SI', dd.year))}   StEIS/PSIMS {P('IDNUM', c.digits(6))}")
        out.append(f"Patient: {c.N(style='full')}, {c.A('year-old')} {c.sexw}; {hid_l_safe(c)}; admitted {c.D(c.plus(dd, -10, -1))} under {c.DR(doc, 'full')}.")
        out.append(f"Investigation team: {c.DR(c.staff(), 'full')} (lead), {c.N(mgr, 'DOCTOR', 'full')} (Head of Nursing), {c.N(c.staff(), 'DOCTOR', 'full')} (Patient Safety Specialist).")
        out.append("Background\n" + c.clin_block("para"))
        out.append("Chronology\n| Date | Time | Event |\n|---|---|---|\n" + "\n".join([
            f"| {c.D(c.plus(dd, -3, -2), c.ds)} | {c.time(style='24')} | Admitted to {P('HOSPITAL', ward)} bed {P('LOCATION_OTHER', bed)} from ED |",
            f"| {c.D(c.plus(dd, -1, -1), c.ds)} | {c.time(style='24')} | Reviewed on ward round by {c.DR(doc, 'last')}; plan documented |",
            f"| {c.D(dd, c.ds)} | {t} | {desc[0].upper() + desc[1:]} |",
            f"| {c.D(dd, c.ds)} | {c.time(style='24')} | {act} |",
            f"| {c.D(c.plus(dd, 1, 2), c.ds)} | {c.time(style='24')} | {rel.capitalize()} {c.N(fam, 'FAMILY', 'full')} informed (duty of candour) |",
        ]))
        out.append(f"Findings: {r.choice(['staffing 2 RN short against establishment', 'no standardised handover tool', 'look-alike stock stored together', 'escalation policy not followed'])}; "
                   f"{c.ptitle} {c.N(style='last')}'s {rel} felt concerns raised on {c.D(c.plus(dd, -2, -1))} were not acted upon.")
        out.append(f"Family contact for report: {c.N(fam, 'FAMILY', 'full')}, {c.addr_line(c.address())}, {c.ph()}\nReport approved {c.D(c.plus(dd, 50, 90))} by {c.DR(c.staff(), 'full')}, Medical Director")
    return "\n\n".join(out)


def hid_l_safe(c):
    l, v = c.healthid()
    return f"{l} {v}"


def complaint(c):
    r = c.r
    topic, what = r.choice(PL.COMPLAINT_TOPICS)
    what = what.format(his=c.his)
    comp, rel = c.relp(["mother", "father", "husband", "wife", "grandmother", "brother", "aunt"])
    if r.random() >= 0.65:
        rel = "self"
    ceo = c.staff(); pals = c.staff(); matron = c.staff(); cons = c.staff()
    ward = c.ward(); adm = c.plus(c.event, -90, -20); recvd = c.plus(adm, 10, 40); reply = c.event
    caddr = c.address() if rel != "self" else c.addr
    ref = c.ref(r.choice(["COMP", "PALS", "C", "PE"]))
    who = c.N(comp, "FAMILY", "full") if rel != "self" else c.N(style="full")
    wtitle = c.title(comp, c.dot) if rel != "self" else c.ptitle
    wlast = c.N(comp, "FAMILY", "last") if rel != "self" else c.N(style="last")
    lay = r.choice(["response", "pals_log", "ack", "email"])
    out = []
    pron = "you" if rel == "self" else f"your {rel}"
    ptname = "you" if rel == "self" else c.PT()
    if lay == "response":
        out.append(f"{c.H()}\n{r.choice(['Patient Experience Team', 'Complaints Department', 'Office of the Chief Executive', 'Patient Relations'])}\n{c.addr_block(c.haddr)}\nTel {c.ph()}  {P('EMAIL', c.email(generic=r.choice(['complaints', 'pals', 'patient.relations']), dom=c.domain(c.hosp)))}")
        out.append(f"{'PRIVATE AND CONFIDENTIAL' if r.random()<0.6 else 'Confidential'}\n{wtitle} {who}\n{c.addr_block(caddr)}")
        out.append(f"{c.D(reply, r.choice(['dmonthy', 'mdy', c.ds]))}\nOur ref: {P('IDNUM', ref)}")
        out.append(f"Dear {wtitle} {wlast},")
        about = "" if rel == "self" else f" about the care of your {rel}, {c.N(style='full')} (date of birth {c.D(c.dob)}, aged {c.A(r.choice(['plain', 'words']))}),"
        out.append(f"Thank you for your {r.choice(['letter', 'email', 'telephone call to our PALS team'])} received on {c.D(recvd)}{about} "
                   f"regarding {topic} during {'your' if rel=='self' else 'the'} admission to {P('HOSPITAL', ward)} from {c.D(adm)} to {c.D(c.plus(adm, 2, 15))}. "
                   f"I am sorry that {ptname} {what}.")
        out.append(f"Your concerns have been investigated by {c.N(matron, 'DOCTOR', 'full')}, Matron, and {c.DR(cons, 'full')}, Consultant. "
                   f"They have reviewed the records and spoken with the staff on duty, including {c.N(c.staff(), 'DOCTOR', 'full')}, who was the nurse in charge on the night of {c.D(c.plus(adm, 0, 3))}.")
        out.append("For context, the clinical record summarises the admission as follows. " + c.clin_block("para"))
        out.append(f"The records show that {ptname if rel=='self' else c.PT()} was seen at {c.time()} and that {r.choice(['paracetamol and codeine were prescribed but not given until', 'the discharge letter was completed at', 'the property list was not signed at'])} {c.time()}. "
                   f"This falls below the standard we expect. As a result, {r.choice(['the ward has introduced a two-hourly comfort round', 'property checks now form part of every transfer', 'the discharge checklist has been revised', 'the booking team has been retrained'])}.")
        if r.random() < 0.5:
            out.append(f"You asked for reimbursement of {r.choice(['£', '$', 'A$'])}{r.randint(80, 900)} for the replacement items; this has been agreed and our finance team will contact you at {c.ph()} (claim {P('ACCOUNT', c.digits(8))}).")
        out.append(f"If you would like to meet to discuss this response, please contact {c.N(pals, 'DOCTOR', 'full')} on {c.ph(ext=r.random()<0.5)}. "
                   f"If you remain dissatisfied you may contact the {r.choice(['Parliamentary and Health Service Ombudsman', 'Health Care Complaints Commission', 'state Department of Health', 'Patient Ombudsman'])}.")
        out.append(f"Yours sincerely\n\n{c.N(ceo, 'DOCTOR', r.choice(['full', 'fmid']))}\nChief Executive")
        out.append(f"cc: {c.DR(cons, 'full')}; {c.N(matron, 'DOCTOR', 'full')}; {c.DR(c.staff(), 'i_last')} ({P('HOSPITAL', c.practice())})")
    elif lay == "pals_log":
        out.append(f"PALS / PATIENT LIAISON CONTACT RECORD\n{c.H()}\nCase {P('IDNUM', ref)}   Opened {c.D(recvd)}   Owner: {c.N(pals, 'DOCTOR', 'full')} ({P('USERNAME', c.nm(pals, 'user'))})")
        out.append(f"Contact: {who} ({'patient' if rel=='self' else rel + ' of patient'})\nPhone: {c.ph()}   Alt: {c.ph()}\nEmail: {P('EMAIL', c.email(comp if rel!='self' else c.pt))}\n"
                   f"Patient: {c.N(style='LF')}   DOB {c.D(c.dob)}   {c.mrn_label()} {P('MRN', c.mrn_v)}\nArea: {P('HOSPITAL', ward)} / {r.choice(['Medicine', 'Surgery', 'ED', 'Women and Children', 'Outpatients'])}")
        entries = [
            f"{c.D(recvd, c.ds2)} {c.time()} - {r.choice(['tc', 'call', 'walk-in'])} from {P('FAMILY' if rel!='self' else 'PATIENT', c.nm(comp if rel!='self' else c.pt, 'first'))}, very distressed. states {c.he} {what}. wants {r.choice(['an apology', 'a meeting', 'answers', 'the nurse spoken to'])}.",
            f"{c.D(c.plus(recvd, 0, 2), c.ds2)} - emailed ward manager {c.N(matron, 'DOCTOR', r.choice(['full', 'first']))} for statement, cc {c.DR(cons, 'last')}",
            f"{c.D(c.plus(recvd, 3, 7), c.ds2)} - statement rcvd. {r.choice(['property book shows items not logged on transfer to', 'ED triage note shows analgesia prescribed', 'delay due to pharmacy TTO'])} {P('HOSPITAL', c.ward())}.",
            f"{c.D(c.plus(recvd, 5, 10), c.ds2)} - rang contact back on {c.ph()}, no answer, vm left. -{P('DOCTOR', c.nm(pals, 'lower_inits'))}",
            f"{c.D(c.plus(recvd, 8, 14), c.ds2)} - spoke w/ {P('FAMILY' if rel!='self' else 'PATIENT', c.nm(comp if rel!='self' else c.pt, 'first'))}. happy with explanation; wants formal written reply to {c.addr_line(caddr)}. escalated to formal complaint {P('IDNUM', c.ref('COMP'))}.",
        ]
        out.append("Log:\n" + "\n".join(entries[:r.randint(3, 5)]))
        if rel != "self":
            out.append(f"Consent: patient's written consent for {rel} to act on {c.his} behalf received {c.D(c.plus(recvd, 1, 12))}." if r.random() < 0.5 else
                       f"Consent: patient lacks capacity; {rel} holds LPA (OPG ref {P('IDNUM', c.digits(7) + '-' + c.letters(1))}).")
    elif lay == "ack":
        out.append(f"{c.H()}\n{c.addr_line(c.haddr)}\n\n{c.D(c.plus(recvd, 1, 3))}\n\n{wtitle} {who}\n{c.addr_block(caddr)}")
        out.append(f"Dear {wtitle} {wlast}\n\nRe: {c.N(style='full')}, DOB {c.D(c.dob)}, {c.mrn_label()} {P('MRN', c.mrn_v)}  -  your complaint ref {P('IDNUM', ref)}")
        out.append(f"I acknowledge receipt of your complaint dated {c.D(recvd)}, about {topic}. Your case has been allocated to {c.N(pals, 'DOCTOR', 'full')}, who will be your point of contact "
                   f"({c.ph()}, {P('EMAIL', c.email(pals, c.domain(c.hosp)))}). We aim to respond by {c.D(c.plus(recvd, 25, 40), r.choice(['wk_uk', 'wk_us', 'dmonthy']))}.")
        if rel != "self":
            out.append(f"As the complaint concerns your {rel}'s care, we need {c.his} consent to share information with you. Please ask {c.PT()} to sign the enclosed form and return it in the prepaid envelope.")
        out.append(f"Kind regards\n\n{c.N(c.staff(), 'DOCTOR', 'full')}\nComplaints Officer, on behalf of {c.N(ceo, 'DOCTOR', 'full')}, Chief Executive")
    else:
        sub = c.ptitle + " " + c.nm(c.pt, "last")
        out.append(f"From: {c.N(pals, 'DOCTOR', 'full')} <{P('EMAIL', c.email(pals, c.domain(c.hosp)))}>\nTo: {P('EMAIL', c.email(comp if rel!='self' else c.pt))}\n"
                   f"Date: {c.D(reply, r.choice(['wk_uk', 'wk_us', c.ds]))} {c.time()}\nSubject: RE: Complaint {P('IDNUM', ref)} - {c.ptitle} {c.N(style='last')}")
        out.append(f"Dear {wtitle} {wlast},\n\nFurther to our conversation on {c.D(c.plus(recvd, 1, 9))}, I have now heard back from {c.DR(cons, 'full')} about {topic}. "
                   f"{c.DR(cons, 'last')} has offered to meet with you and {c.PT()} on {c.D(c.plus(reply, 5, 20))} at {c.time(9, 16)} in the {P('LOCATION_OTHER', r.choice(['Kestrel Room', 'Boardroom 2', 'Seminar Room 4', 'Harbour Suite']))} at {c.H()}.")
        out.append(f"I have also checked the transport record: the booking for {c.D(c.plus(adm, 0, 5))} was made under the previous address ({c.addr_line(c.address())}), which explains the delay. The record has now been corrected.")
        out.append(f"Best wishes,\n{c.N(pals, 'DOCTOR', 'first')}\n\n{c.N(pals, 'DOCTOR', 'full')} | Patient Liaison Officer | {c.H()}\nDirect line {c.ph()} | Mobile {c.ph()}")
        out.append(f"-----Original message-----\nFrom: {who} <{P('EMAIL', c.email(comp if rel!='self' else c.pt))}>\nSent: {c.D(recvd)}\n\n"
                   f"hi, i am writing about {'my own care' if rel=='self' else 'my ' + rel} " +
                   f"- {c.N(style='first')} {what}. nobody has called me back since {c.D(c.plus(recvd, -10, -2), r.choice(['wk_uk', 'dm_uk' if c.loc!='US' else 'md_us']))}. my number is {c.ph()}. {P('FAMILY' if rel!='self' else 'PATIENT', c.nm(comp if rel!='self' else c.pt, 'first'))}")
    return "\n\n".join(out)
