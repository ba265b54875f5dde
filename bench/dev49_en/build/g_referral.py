"""Genre 1: referral triage and acceptance letters; Genre 2: prior authorisation / appeals."""
from common import P, fdate
import pools as PL


def referral(c):
    r = c.r
    spec, reasons = c.specialty()
    reason = r.choice(reasons)
    gp = c.staff(); cons = c.staff(); sec = c.staff("F")
    practice = c.practice(); paddr = c.address()
    ref_d = c.plus(c.event, -40, -3); tri_d = c.event; appt = c.plus(c.event, 7, 80)
    lay = r.choice(["uk_letter", "us_form", "email", "redirect"]) if c.loc != "GB" else r.choice(["uk_letter", "uk_letter", "email", "redirect", "us_form"])
    hid_l, hid = c.healthid()
    urg = r.choice(["URGENT", "ROUTINE", "SOON", "Category 2", "Priority 3", "2WW (suspected cancer)"])
    out = []
    if lay == "uk_letter":
        out.append(f"{c.H(c.hosp.upper() if r.random()<0.5 else c.hosp)}\n{spec} Department\n{c.addr_block(c.haddr)}")
        out.append(f"Tel: {c.ph()}   Fax: {c.ph('FAX')}\nEmail: {P('EMAIL', c.email(generic=c.slug(spec)[:10]+'.referrals', dom=c.domain(c.hosp)))}")
        out.append(f"Our ref: {P('IDNUM', c.ref(r.choice(['TRI', 'OP', ''])))}    Your ref: {P('IDNUM', c.ref(''))}")
        if c.loc == "GB" and r.random() < 0.6:
            out.append(f"e-RS UBRN: {P('IDNUM', c.digits(4,True)+' '+c.digits(4)+' '+c.digits(4))}")
        out.append(f"Date: {c.D(tri_d)}" if r.random() < 0.5 else c.D(tri_d, "dmonthy" if c.loc != "US" else "mdy"))
        out.append(f"{c.dr()} {c.N(gp,'DOCTOR','full')}\n{P('HOSPITAL', practice)}\n{c.addr_block(paddr)}")
        out.append(f"Dear {c.dr()} {c.N(gp,'DOCTOR','last')},")
        sty = r.choice(["full", "LF", "fml"])
        addl = c.addr_line()
        out.append(f"Re: {c.ptitle} {c.N(style=sty)}   DOB: {c.D(c.dob)}   {hid_l}: {hid}   {c.mrn_label()}: {P('MRN', c.mrn_v)}\n     {addl}")
        prof = f" {r.choice(PL.RETIRED_PREFIX)}{P('PROFESSION', c.prof)}" if r.random() < 0.5 else ""
        out.append(
            f"Thank you for your referral dated {c.D(ref_d)} regarding this {c.A(r.choice(['year-old', 'year-old', 'words_yo']) if False else 'year-old')}{prof} "
            f"with {reason}. I have reviewed the referral letter and the results available on the shared record and have triaged it as {urg}. "
            f"{c.he.capitalize()} has been accepted into the {spec} clinic.")
        out.append(r.choice(["Information from the referral and shared record:\n", "Summary:\n", ""]) + c.clin_block())
        out.append(
            f"{c.ptitle} {c.N(style='last')} has been booked to see {c.DR(cons)} on {c.D(appt, r.choice(['wk_uk', c.ds]))} at {c.time(8, 16, '24')} "
            f"in Outpatients, Room {P('LOCATION_OTHER', str(r.randint(1, 40)) + r.choice(['', 'A', 'B']))}, {c.H()}. "
            f"Please could you arrange a full blood count, U&E and LFTs in the fortnight before. If {c.he} is unable to attend {c.he} should "
            f"contact the booking office on {c.ph(ext=r.random()<0.4)} as soon as possible.")
        if r.random() < 0.6:
            fam, rel = c.relp(["daughter", "son", "husband", "wife", "partner", "niece", "neighbour"])
            out.append(f"I note from your letter that {c.his} {rel}, {c.N(fam,'FAMILY','full')}, is closely involved and would like to attend; "
                       f"{c.N(fam,'FAMILY','first')} can be reached on {c.ph()}.")
        if r.random() < 0.4:
            lang = r.choice(PL.LANGUAGES)[0]
            out.append(f"A {lang} interpreter has been requested for the appointment.")
        out.append("Yours sincerely,\n\n")
        out.append(f"{c.DR(cons, 'full')}\nConsultant in {spec}\n{'GMC' if c.loc=='GB' else 'Reg. No.'} {P('LICENSE', c.prof_licence(c.st))}")
        out.append(f"cc: {c.ptitle} {c.N(style='full')}, {c.addr_line()}")
        tb = P('DOCTOR', c.nm(sec, 'lower_inits'))
        out.append(f"Dictated {c.D(tri_d)}, typed {c.D(c.plus(tri_d,1,4))}   {P('DOCTOR', c.nm(cons,'inits').replace('.','').upper())}/{tb}")
    elif lay == "us_form":
        ins = c.insurer()
        W = 22
        rows = [
            ("Patient Name", c.N(style=r.choice(["LF", "lf"]))),
            ("DOB", f"{c.D(c.dob)}      Age: {c.A('plain')}     Sex: {c.sexl}"),
            (c.mrn_label(), P("MRN", c.mrn_v)),
            ("Address", c.addr_line()),
            ("Phone (home)", c.ph()),
            *([(c.idlabel_nat(), P("SSN", c.natid()))] if r.random() < 0.5 else []),
            *([("Occupation", P("PROFESSION", c.prof))] if r.random() < 0.5 else []),
            ("Phone (cell)", c.ph()),
            ("Insurance", f"{P('ORGANIZATION', ins)}   {hid_l}: {hid}   Group: {P('HEALTHPLAN', c.group())}"),
            ("Referring provider", f"{c.N(gp,'DOCTOR', r.choice(['full','fml','lf']))}, {r.choice(['MD','DO','NP','PA-C'])}   NPI {P('LICENSE', c.npi())}"),
            ("Practice", P("HOSPITAL", practice)),
            ("Phone / Fax", f"{c.ph()} / {c.ph('FAX')}"),
            ("Referral received", f"{c.D(ref_d)} via {r.choice(['fax', 'eFax', 'portal', 'Direct message'])}"),
            ("Reason", reason),
            ("Triage decision", f"ACCEPTED - {urg}"),
        ]
        out.append(c.banner())
        out.append(f"REFERRAL TRIAGE / ACCEPTANCE\n{c.H()} - {spec} Intake\n" + "-" * 48)
        out.append("\n".join(f"{k + ':':<{W}}{v}" for k, v in rows))
        lab_d = c.plus(ref_d, -20, -1)
        out.append(c.clin_block(r.choice(["list", "table"])))
        out.append(f"Triage notes:\n  reviewed records from {P('HOSPITAL', practice.lower() if r.random()<0.3 else practice)} dated {c.D(lab_d)}. "
                   f"{c.A('sex')} w/ {reason}. {r.choice(['cr 1.4, egfr 52', 'hgb 10.9, plt 212', 'a1c 8.7%', 'tsh 0.02'])}. "
                   f"ok to schedule new pt slot; needs {r.choice(['echo', 'MRI', 'labs', 'imaging disc'])} before visit. pt aware per phone call {c.Ds(c.plus(tri_d,0,2))}.")
        out.append(f"{'Scheduled:':<{W}}{c.D(appt)} {c.time(8, 16)} with {c.DR(cons)}\n"
                   f"{'Location:':<{W}}{c.H()}, {P('LOCATION_OTHER', r.choice(['Pavilion B', 'Suite 310', 'Tower 2, Floor 4', 'Annex C']))}\n"
                   f"{'Triaged by:':<{W}}{c.N(cons,'DOCTOR','full')}, MD   {c.D(tri_d)} {c.time()}\n"
                   f"{'Scheduler:':<{W}}{c.N(sec,'DOCTOR', r.choice(['full','i_last']))}  {P('PHONE', c.phone(c.st) + c.ext())}")
        if r.random() < 0.5:
            out.append(f"Letter mailed to patient {c.D(c.plus(tri_d,0,3))}; copy faxed to referring office at {c.ph('FAX')}.")
    elif lay == "email":
        cl = c.N(style="LFs") if r.random() < 0.5 else P("PATIENT", c.pt.last.upper() + ", " + c.pt.first)
        sent = tri_d
        out.append(f"From: {P('EMAIL', c.email(cons, c.domain(c.hosp)))}\nSent: {c.D(sent, r.choice(['wk_uk','wk_us', c.ds]))} {c.time()}\n"
                   f"To: {P('EMAIL', c.email(gp, c.domain(practice)))}\nCc: {P('EMAIL', c.email(generic='bookings', dom=c.domain(c.hosp)))}\n"
                   f"Subject: Referral {r.choice(['accepted', 'received and accepted', 'triaged'])} - {cl} ({c.mrn_label()} {P('MRN', c.mrn_v)})")
        out.append(f"Hi {c.N(gp,'DOCTOR','first')},")
        out.append(f"Thanks for the referral for {c.N(style='first')} ({c.A(r.choice(['sex','sexsp','yo']))}, DOB {c.D(c.dob)}, {hid_l} {hid}) "
                   f"re {reason}. {r.choice(['I', 'We'])} have accepted {c.him} to the {spec} outpatient waitlist, {urg.lower()}. "
                   f"Provisional appointment is {c.D(appt)} with {c.DR(cons, 'last')} at our {P('HOSPITAL', c.hospital(c.town()))} outreach clinic.")
        if r.random() < 0.6:
            out.append(c.clin_block("para"))
        out.append(f"Could you please send the bloods from {c.D(c.plus(ref_d, -30, -1))} and any imaging reports? The clinic fax is {c.ph('FAX')}. "
                   f"{c.he.capitalize()} gave {c.his} mobile as {c.ph()} and email {P('EMAIL', c.email(c.pt))} - "
                   f"please let us know if these have changed.")
        if r.random() < 0.5:
            out.append(f"Note {c.he} lives with {c.his} {c.relN(['son', 'daughter', 'partner'])} at {c.addr_line()}.")
        out.append(r.choice(["Cheers,", "Kind regards,", "Thanks,", "Best,"]))
        out.append(f"{c.N(cons,'DOCTOR','full')}\n{r.choice(['Nurse Practitioner', 'Consultant', 'Clinical Nurse Consultant', 'Staff Specialist', 'Triage Registrar'])} | {spec} | {c.H()}\n"
                   f"P {c.ph(ext=True)} | F {c.ph('FAX')} | {P('URL', 'www.' + c.domain(c.hosp) + '/' + c.slug(spec)[:8])}")
    else:  # redirect / declined
        other = c.hospital()
        out.append(f"{c.H()}\n{c.addr_line(c.haddr)}\nCentral Intake Office  T {c.ph()}  F {c.ph('FAX')}")
        out.append(f"REFERRAL OUTCOME NOTIFICATION\nDate of notice: {c.D(tri_d)}\nIntake #: {P('IDNUM', c.ref('CI'))}")
        out.append(f"Patient: {c.N(style='LF')}\nDate of birth: {c.D(c.dob)}  ({c.A('y')})\n{hid_l}: {hid}\n{c.mrn_label()}: {P('MRN', c.mrn_v)}\n"
                   f"Home: {c.addr_line()}\nTel: {c.ph()}" + (f"\nOccupation: {P('PROFESSION', c.prof)}" if r.random() < 0.5 else ""))
        out.append(f"Referred by: {c.DR(gp, 'full')}, {P('HOSPITAL', practice)} (fax {c.ph('FAX')})\nReferral date: {c.D(ref_d)}\nService requested: {spec}")
        out.append(f"Outcome: {r.choice(['REDIRECTED', 'NOT ACCEPTED - REDIRECTED', 'RETURNED - INCOMPLETE'])}")
        out.append(f"Comments: this referral for {c.A('year-old')} {c.sexw} with {reason} does not meet criteria for our service "
                   f"(catchment by postcode {P('ZIP', c.addr['zip'])}). It has been forwarded on {c.D(c.plus(tri_d, 0, 2))} to {P('HOSPITAL', other)}, "
                   f"phone {c.ph()}, who will contact the patient directly. Previous visit to our ED on {c.D(c.plus(ref_d, -300, -30))} noted. "
                   f"Please resend with {r.choice(['recent bloods', 'medication list', 'imaging report', 'reason for urgency'])} if you disagree.")
        out.append(c.clin_block())
        out.append(f"Reviewed by: {c.DR(cons, 'full')} ({P('LICENSE', c.prof_licence(c.st))})\nIntake clerk: {c.N(sec,'DOCTOR','full')} / {P('USERNAME', c.nm(sec,'user'))}")
    return "\n\n".join(out)


def prior_auth(c):
    r = c.r
    drug, code, dx, icd, tried = r.choice(PL.DRUGS_PA)
    ins = c.insurer(); iaddr = c.address()
    md = c.staff(); rn = c.staff("F"); reviewer = c.staff()
    practice = c.practice() if r.random() < 0.5 else c.hosp
    member = c.healthcard() if c.loc in ("US", "GB") else c.healthcard(c.st)
    grp = c.group(); clm = c.claim(); pa = c.ref(r.choice(["PA", "AUTH", "UM", ""]))
    deny = c.plus(c.event, -45, -5); dos = c.plus(deny, -30, 20); today = c.event
    yrs = sorted(r.sample(range(c.event.year - 9, c.event.year), 3))
    lay = r.choice(["appeal", "form", "calllog", "ifr" if c.loc == "GB" else "appeal"])
    out = []
    if lay == "appeal":
        out.append(f"{P('HOSPITAL', practice)}\n{c.addr_block(c.haddr)}\nPhone {c.ph()} | Fax {c.ph('FAX')}")
        out.append(c.D(today, r.choice(["mdy", c.ds, "dmonthy"])))
        out.append(f"{P('ORGANIZATION', ins)}\nAttn: {r.choice(['Appeals and Grievances', 'Utilization Management', 'Clinical Review Unit', 'Member Appeals'])}\n"
                   f"{r.choice(['PO Box ' + str(r.randint(1000, 99999)), P('STREET', iaddr['street'])])}\n"
                   + (f"{P('CITY', iaddr['city'])}, {P('STATE', iaddr['state'][1])} {P('ZIP', iaddr['zip'])}" if iaddr['state'] else f"{P('CITY', iaddr['city'])} {P('ZIP', iaddr['zip'])}"))
        out.append(f"RE: {r.choice(['Level 1 appeal of denial', 'Request for expedited appeal', 'Letter of medical necessity / appeal', 'Reconsideration of adverse determination'])}\n"
                   f"Member: {c.N(style=r.choice(['full', 'fml', 'LF']))}\nDate of birth: {c.D(c.dob)}\n"
                   f"Member ID: {P('HEALTHPLAN', member)}    Group #: {P('HEALTHPLAN', grp)}\n"
                   f"{r.choice(['Claim #', 'Claim number', 'Claim No.'])}: {P('ACCOUNT', clm)}\nReference / auth #: {P('IDNUM', pa)}\n"
                   f"Service: {drug} (HCPCS/CPT {code})   Dx: {dx} ({icd})\nDate of denial letter: {c.D(deny)}")
        out.append(f"To whom it may concern{r.choice([',', ':'])}")
        fam, famrel = c.relp(['husband', 'wife', 'mother', 'partner'])
        out.append(
            f"I am writing on behalf of my patient, {c.PT()}, a {c.A(r.choice(['year-old', 'year-old', 'yo']))} {r.choice(['woman', 'man']) if False else ('woman' if c.sexl=='F' else 'man')} "
            f"whom I have treated since {c.D(c.plus(c.event, -2000, -400), 'y' if r.random()<0.6 else 'my')} for {dx}, to request reconsideration of your denial of {drug} dated {c.D(deny)}. "
            f"The denial states that step therapy requirements were not met. This is incorrect.")
        out.append(f"{c.his.capitalize()} treatment history is as follows:\n"
                   f"  1. {tried[0]} - {c.D(c.plus(c.event, -3000, -1500), 'my' if c.loc!='US' else 'mony')} to {c.D(c.plus(c.event, -1400, -1000), 'my' if c.loc!='US' else 'mony')}, inadequate response\n"
                   f"  2. {tried[1]} - started {c.D(c.plus(c.event, -900, -600))}, stopped {c.D(c.plus(c.event, -580, -400))} because of {r.choice(['transaminitis (ALT 3x ULN)', 'intolerable nausea', 'rash', 'recurrent infections', 'no benefit'])}\n"
                   f"  3. {tried[2]} - {yrs[2]}".replace(f" - {yrs[2]}", f" - {P('DATE', str(yrs[2]))}"))
        out.append("Relevant history:\n" + c.clin_block(r.choice(["list", "para"])))
        out.append(f"At {c.his} visit on {c.D(dos)} {c.he} {r.choice(['had 9 swollen and 14 tender joints', 'reported daily symptoms despite adherence', 'had objective progression on imaging', 'had a further hospital admission'])}. "
                   f"{c.he.capitalize()} works as a {P('PROFESSION', c.prof)} and has been unable to work since {c.D(c.plus(dos, -120, -20), 'my' if r.random()<0.5 else c.ds)}. "
                   f"{c.his.capitalize()} {famrel}, {c.N(fam,'FAMILY','full')}, has had to reduce hours at {P('ORGANIZATION', c.employer())} to provide care.")
        out.append(f"Please direct questions to my nurse, {c.N(rn,'DOCTOR','full')}, RN, at {c.ph(ext=True)}, or fax records requests to {c.ph('FAX')}. "
                   f"A peer-to-peer discussion with your medical director, {c.DR(reviewer, 'full')}, is requested if the denial is upheld.")
        out.append("Sincerely,\n")
        out.append(f"{c.N(md,'DOCTOR', r.choice(['full', 'fml']))}, {r.choice(['MD', 'DO', 'MBBS', 'FRCPC'])}\n{(r.choice(['NPI', 'NPI #']) + ' ' + P('LICENSE', c.npi())) if c.loc=='US' else (r.choice(['Provider No.', 'Prescriber No.']) + ' ' + P('LICENSE', c.digits(6) + c.letters(2)))}\n"
                   f"{r.choice(['License', 'Lic #', 'Registration'])} {P('LICENSE', c.prof_licence(c.st))}\n{P('EMAIL', c.email(md, c.domain(practice)))}")
        out.append(f"Enclosures: office notes {c.D(dos)}, labs {c.D(c.plus(dos, -10, -1))}, pharmacy fill history")
    elif lay == "form":
        out.append(f"{P('ORGANIZATION', ins.upper())}\nPRIOR AUTHORIZATION REQUEST - {r.choice(['PHARMACY', 'MEDICAL', 'SPECIALTY DRUG', 'IMAGING'])}\n"
                   f"Fax completed form to {c.ph('FAX')}   Questions: {c.ph()}   Portal: {P('URL', 'https://' + c.domain(ins) + '/providers/pa')}")
        out.append(f"SECTION A - MEMBER INFORMATION\n"
                   f"Member name (last, first): {c.N(style='lf')}\n"
                   f"Member ID: {P('HEALTHPLAN', member)}   Group: {P('HEALTHPLAN', grp)}   Policy holder: {r.choice(['self', 'spouse', 'parent'])}\n"
                   f"DOB: {c.D(c.dob, 'us0' if c.loc=='US' else c.ds)}   Gender: {c.sexl}   Phone: {c.ph()}\n"
                   f"Address: {c.addr_line()}\n"
                   f"{c.idlabel_nat()} (last 4 not accepted - full): {P('SSN', c.natid())}" if r.random() < 0.3 else
                   f"SECTION A - MEMBER INFORMATION\nName: {c.N(style='LF')}\nID #: {P('HEALTHPLAN', member)}    Grp #: {P('HEALTHPLAN', grp)}\n"
                   f"DOB: {c.D(c.dob)}   Age: {c.A('plain')}\nAddr: {c.addr_line()}    Ph: {c.ph()}")
        out.append(f"SECTION B - PRESCRIBER\nName: {c.N(md,'DOCTOR','full')}, MD   Specialty: {r.choice(['Rheumatology', 'Dermatology', 'Endocrinology', 'Neurology', 'Gastroenterology', 'Orthopedics'])}\n"
                   f"NPI: {P('LICENSE', c.npi())}   DEA: {P('LICENSE', c.dea())}\nPractice: {P('HOSPITAL', practice)}\n"
                   f"Address: {c.addr_line(c.haddr)}\nPhone: {c.ph()}   Fax: {c.ph('FAX')}\nContact person: {c.N(rn,'DOCTOR', r.choice(['full','i_last']))}")
        out.append(f"SECTION C - REQUEST\nDrug/service: {drug}   Code: {code}\nDiagnosis: {dx}   ICD-10: {icd}\n"
                   f"Start date requested: {c.D(c.plus(today, 1, 20))}   Duration: 12 months\nSite of care: {r.choice(['home infusion', 'office', 'outpatient hospital', 'self-administered'])}")
        out.append("SECTION D - CLINICAL\n" + "\n".join(
            f"[x] {t} | dates: {c.D(c.plus(today, -1500 + 400*i, -1200 + 400*i))} - {c.D(c.plus(today, -1100 + 400*i, -900 + 400*i))} | outcome: {o}"
            for i, (t, o) in enumerate(zip(tried, r.sample(['failure', 'intolerance', 'partial response', 'contraindicated', 'adverse event'], 3)))))
        out.append(c.clin_block("table"))
        out.append(f"Chart notes attached from {c.D(dos)}. Patient is {c.A('year-old')}; weight {r.randint(48, 140)} kg.\n"
                   f"Prescriber signature: {c.N(md,'DOCTOR','i_last')}   Date: {c.D(today)}")
        out.append(f"-- FOR PLAN USE --\nCase #: {P('IDNUM', pa)}  Received {c.D(today, 'iso')} {c.time()}  Reviewer: {P('DOCTOR', c.nm(reviewer, 'full'))}, PharmD  Decision: {r.choice(['APPROVED', 'PENDED - info requested', 'DENIED - step therapy'])}")
    elif lay == "calllog":
        rep = P("IDNUM", c.digits(5))
        lines = [f"PRIOR AUTH WORK QUEUE - {c.H()}", f"pt: {c.N(style='LF')}  {c.mrn_label()} {P('MRN', c.mrn_v)}  dob {c.D(c.dob)}  acct {P('ACCOUNT', c.acct())}",
                 f"payer: {P('ORGANIZATION', ins)}  mbr {P('HEALTHPLAN', member)}  grp {P('HEALTHPLAN', grp)}", f"order: {drug}  ({code})", ""]
        d = c.plus(today, -20, -10)
        notes = [
            f"{c.Ds(d)} {c.time()} - pa submitted via portal, ref {P('IDNUM', pa)}. clinicals faxed to {c.ph('FAX')} (14 pages). -{P('DOCTOR', c.nm(rn,'lower_inits'))}",
            f"{c.Ds(c.plus(d,2,3))} {c.time()} - called {c.ph()} opt 3, rep id {rep} states pending clinical review, tat 72h. -{P('DOCTOR', c.nm(rn,'lower_inits'))}",
            f"{c.Ds(c.plus(d,4,6))} {c.time()} - DENIAL rcvd, claim {P('ACCOUNT', clm)}. reason: not medically necessary, {tried[0].split()[0]} trial <12 wks per plan. notified dr {P('DOCTOR', c.nm(md,'last').lower())}.",
            f"{c.Ds(c.plus(d,6,8))} {c.time()} - p2p scheduled w/ plan md {c.DR(reviewer,'full')} for {c.Ds(c.plus(d,8,10))} {c.time(9, 16)}. cb # for plan {c.ph(ext=True)}",
            f"{c.Ds(c.plus(d,9,11))} - pt called, upset, spoke w/ {c.his} {c.relN(['dtr', 'son', 'wife', 'husband'], 'first')} at {c.ph()} - explained process. pt asked re copay card, gave {P('URL', 'www.' + c.domain(drug.split()[0]) + '/savings')}",
            f"{c.Ds(c.plus(d,12,14))} - p2p done. OVERTURNED. approved {c.D(c.plus(d,12,14))} thru {c.D(c.plus(d,370,380))}, auth {P('IDNUM', c.ref('A'))}. specialty rx {P('HOSPITAL', r.choice(['Accredo', 'OptumRx', 'CVS Specialty']) if False else c.town() + ' Specialty Pharmacy')} notified fax {c.ph('FAX')}.",
        ]
        lines += notes[:r.randint(4, 6)]
        lines.append(f"\nlast edited by {P('USERNAME', c.nm(rn,'user'))} {c.D(c.plus(d,14,16), 'iso')} {c.time()}")
        out.append("\n".join(lines))
    else:  # UK individual funding request
        icb = f"{c.county()} Integrated Care Board"
        out.append(f"INDIVIDUAL FUNDING REQUEST\nTo: IFR Panel, {P('ORGANIZATION', icb)}\nSecure email: {P('EMAIL', c.email(generic='ifr.requests', dom=c.domain(icb)))}")
        out.append(f"IFR reference: {P('IDNUM', c.ref('IFR'))}\nDate submitted: {c.D(today)}")
        out.append(f"Patient name: {c.N(style='full')}\nNHS number: {P('MRN', c.nhs())}\nDate of birth: {c.D(c.dob)}   Age: {c.A('plain')}\n"
                   f"Address: {c.addr_line()}\nRegistered GP: {c.DR(c.staff(), 'full')}, {P('HOSPITAL', c.practice())}")
        out.append(f"Requesting clinician: {c.DR(md, 'full')}, Consultant, {c.H()}\nGMC: {P('LICENSE', c.prof_licence())}\nTel: {c.ph(ext=True)}   Email: {P('EMAIL', c.email(md, c.domain(c.hosp)))}")
        out.append(f"Intervention requested: {drug}\nCondition: {dx}\n\nClinical summary:\n"
                   f"{c.ptitle} {c.N(style='last')} was diagnosed in {c.D(c.plus(today, -2500, -800), 'my')}. {c.he.capitalize()} has tried {tried[0]}, {tried[1]} and {tried[2]} without sustained benefit "
                   f"(see clinic letters of {c.D(c.plus(today, -400, -200))} and {c.D(c.plus(today, -150, -20))}). "
                   f"The clinician believes {c.he} is exceptional because {r.choice(['of a documented anaphylaxis to the commissioned alternative', 'a comorbidity precludes the commissioned pathway', 'of rapidly progressive disease not seen in the wider cohort'])}. "
                   f"{c.he.capitalize()} is a {P('PROFESSION', c.prof)} and the sole carer for {c.his} {c.relN(['mother', 'husband', 'son'])}.")
        out.append(c.clin_block())
        out.append(f"Panel decision ({c.D(c.plus(today, 14, 40))}): {r.choice(['Approved for 6 months with review', 'Not approved - exceptionality not demonstrated', 'Deferred for further information'])}.\n"
                   f"Panel chair: {c.DR(reviewer, 'full')}   Minutes taken by {c.N(c.staff(),'DOCTOR','full')}")
    return "\n\n".join(out)
