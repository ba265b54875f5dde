"""Patient portal messages, text reminders, referral requests, sick notes and work letters."""
from core import m
from common import clin, header, sig, clinic_addr
from genres_a import COMPLAINTS, COMPL_LOW, _time


# ----------------------------------------------------------------- patient portal
def portal_thread(c):
    r = c.r
    url = c.url()
    L = [f"{m('HOSPITAL', c.clinic)} Patient Portal ({m('URL', url)})",
         f"Thread #{m('IDNUM', c.digits(6))} - {r.choice(['Medication question', 'Test results', 'Appointment request', 'Repeat prescription'])}",
         "",
         f"From: {c.P('full')} <{m('EMAIL', c.email)}>  (user {m('USERNAME', c.username)})",
         f"Sent: {c.D(styles=['wd_long', 'long', 'num'])} {_time(c)}",
         f"To: {c.Dr(c.doc, 'dr')}",
         "",
         f"Hi {c.Dr(c.doc, 'dr')}, it's {c.P('first')}. Since I saw you on {c.D(c.before(5, 30), styles=['dm', 'wd_dm', 'ord'])} I've had "
         f"{r.choice(COMPLAINTS)}. My {c.rel} {c.F()} thinks I should come in. I'm back at work at {m('ORGANIZATION', c.employer)} "
         f"on {c.D(c.after(1, 6), styles=['wd', 'wd_dm'])} so could it be before then? Best number is {m('PHONE', c.pt_phone)}.",
         f"Thanks, {c.P(r.choice(['first', 'full', 'fi']))}",
         "",
         f"From: {m('DOCTOR', c.nurse.full)}, RN on behalf of {c.Dr(c.doc, 'dr')}",
         f"Sent: {c.D(c.after(0, 1), styles=['num', 'short'])} {_time(c)}",
         "",
         f"Dear {c.P('title')}, " + " ".join(clin(c, 2)) +
         f" We have booked you for {c.D(c.after(1, 5), styles=['wd_long', 'wd_dm', 'long'])} at {_time(c)} in room "
         f"{m('LOCATION_OTHER', c.room())}. Please bring your glucose meter (serial {m('DEVICE', c.device())}).",
         "",
         f"-- Audit: login {m('USERNAME', c.username)} from {m('IPADDR', c.ip())}, session {m('ACCOUNT', c.acct())}"]
    return "message_thread", "\n".join(L)


def portal_reply(c):
    r = c.r
    L = [f"Subject: Your results - {c.P('full')}",
         f"Date: {c.D(styles=['wd_long', 'num', 'iso'])}",
         f"Patient account: {m('ACCOUNT', c.acct())}   MRN {m('MRN', c.mrn())}",
         "",
         f"Dear {c.P(r.choice(['first', 'title']))},",
         "",
         f"Your blood tests from {c.D(c.before(3, 12), styles=['long', 'num', 'ord'])} (specimen {m('IDNUM', c.specimen())}) are back. "
         + " ".join(clin(c, 2)),
         f"{c.Dr(c.doc2, 'dr')} would like to see you; please book online at {m('URL', c.url())} or call {m('PHONE', c.clinic_phone)}. "
         f"If your {c.rel} {c.F()} is helping you, they can be added as a proxy user.",
         "",
         *sig(c, c.doc2)]
    return "letter", "\n".join(L)


def portal_low(c):
    r = c.r
    L = [f"msg from {m('USERNAME', c.username)} {c.D(styles=['dm', 'num2', 'wd_dm'])} {_time(c)}:",
         f"hi its {c.P(r.choice(['first', 'nick' if c.pt.nick else 'first', 'full']))} again. still got the {r.choice(COMPL_LOW)}. "
         f"can dr {m('DOCTOR', c.doc.last)} ring me on {m('PHONE', c.pt_phone)} after {r.randint(2, 5)}pm. "
         f"my {c.rel} {c.F(form='first')} will be home if i'm not. im {m('AGE', str(c.age))} not 20 lol",
         "",
         f"reply {c.D(c.after(0, 1), styles=['dm', 'wd3'])} {m('USERNAME', c.mk_username(c.recep))}:",
         f"hi {c.P('first')}, dr {m('DOCTOR', c.doc.last)} is off till {c.D(c.after(2, 6), styles=['wd', 'wd_dm'])}. "
         f"nurse {m('DOCTOR', c.nurse.first)} can call {c.D(c.after(1, 2), styles=['wd3', 'wd'])} am. ok?",
         "",
         f"msg from {m('USERNAME', c.username)}:",
         f"ok thx. will be at {m('ORGANIZATION', r.choice([c.church, c.club, c.employer]))} til 12 tho. {r.choice(['x', 'cheers', 'ta', ''])}",
         f"[portal log: ip {m('IPADDR', c.ip())}, email on file {m('EMAIL', c.email)}]"]
    return "message_thread", "\n".join(L)


def portal_low_single(c):
    r = c.r
    L = [f"to: {m('HOSPITAL', c.clinic)} reception",
         f"from: {c.P('full')} ({m('EMAIL', c.email)})",
         f"re: repeat rx + sick note",
         "",
         f"hi, can i get my {r.choice(['sertraline', 'ramipril', 'inhalers', 'metformin', 'thyroxine'])} repeated, "
         f"running out {c.D(c.after(1, 4), styles=['wd', 'wd3'])}. also need a note for work ({m('ORGANIZATION', c.employer)}), "
         f"been off since {c.D(c.before(3, 10), styles=['dm', 'wd_dm'])} with my back. i'm a {m('PROFESSION', c.prof)} so cant lift. "
         f"dob {c.D(c.dob, styles=['num', 'num2', 'dot'])}, address {m('STREET', c.street)} {m('CITY', c.town)} {m('ZIP', c.zip)}. "
         f"pharmacy is {m('HOSPITAL', c.pharmacy)}, mrn is {m('MRN', c.mrn())} i think. ph {m('PHONE', c.pt_phone)}. thanks {c.P(r.choice(['first', 'initials_plain']))}",
         "",
         f"-- {r.choice(['sent from my phone', 'sent via portal', ''])} {m('URL', c.url())}"]
    return "message", "\n".join(L)


# ----------------------------------------------------------------- text reminders
def sms_batch(c):
    r = c.r
    L = [f"SMS OUTBOX - {m('HOSPITAL', c.clinic)} - {c.D(styles=['num', 'iso'])}"]
    for i in range(r.randint(3, 4)):
        c2 = c if i == 0 else c.__class__(r, c.loc, c.lower)
        d = c2.after(1, 10)
        L.append(f"To {m('PHONE', c2.pt_phone)} | {c2.P(r.choice(['lastfirst', 'full']))} | sent {_time(c)}")
        L.append("  " + r.choice([
            f"Hi {c2.P('first')}, reminder of your appointment with {c2.Dr(c2.doc, 'dr')} on {c2.D(d, styles=['wd_dm', 'wd_long', 'day_mon'])} at {_time(c2)}. Reply Y to confirm or call {m('PHONE', c.clinic_phone)}.",
            f"Dear {c2.P('title')}, your flu jab is due. Book at {m('URL', c.url())} or call {m('PHONE', c.clinic_phone)}. {m('HOSPITAL', c.clinic)}",
            f"{c2.P('title')}: your prescription {m('IDNUM', c2.rxno())} is ready at {m('HOSPITAL', c2.pharmacy)}. Collect by {c2.D(d, styles=['wd', 'dm'])}.",
            f"Hello {c2.P('first')}, nurse {m('DOCTOR', c2.nurse.first)} will call you {c2.D(d, styles=['wd', 'wd_dm'])} between 9 and 12 about your results. Do not reply.",
        ]))
        if r.random() < 0.6:
            L.append(f"  Reply {c2.D(c2.after(0, 1), styles=['dm', 'num2'])}: " + r.choice([
                "Y", f"Y thanks, my {c2.rel} {c2.F(form='first')} will bring me", "Can't make it, at work", "STOP",
                f"Running late - {c2.F(form='first')}", "Will do"]))
    return "sms_list", "\n".join(L)


def sms_single(c):
    r = c.r
    d = c.after(1, 14)
    L = [f"Text message log",
         f"Patient: {c.P('lastfirst')}  MRN {m('MRN', c.mrn())}  DOB {c.D(c.dob, styles=['num', 'short'])}",
         f"Mobile: {m('PHONE', c.pt_phone)}   Alt: {m('PHONE', c.fam_phone)} ({c.rel} {c.F()})",
         "",
         f"{c.D(styles=['num', 'short'])} {_time(c)} OUT: {m('HOSPITAL', c.clinic)}: Hi {c.P('first')}, your {r.choice(['smear test', 'blood test', 'diabetic eye check', 'asthma review', 'B12 injection'])} "
         f"is booked for {c.D(d, styles=['wd_long', 'wd_dm', 'long'])} {_time(c)} with {m('DOCTOR', c.nurse.full)}. Reply C to cancel.",
         f"{c.D(styles=['num', 'short'])} {_time(c)} IN: Will be there. Can my {c.rel} come in with me? {c.P(r.choice(['first', 'initials_plain']))}",
         f"{c.D(c.after(0, 1), styles=['num', 'short'])} {_time(c)} OUT: Yes that's fine. Parking at {m('LOCATION_OTHER', c.landmark)}. {m('HOSPITAL', c.clinic)} {m('PHONE', c.clinic_phone)}",
         "",
         *clin(c, 1),
         f"Clinic: {m('HOSPITAL', c.clinic)}, {clinic_addr(c)}",
         f"Sent by {m('USERNAME', c.mk_username(c.recep))}"]
    return "message_thread", "\n".join(L)


def sms_low(c):
    r = c.r
    L = []
    for i in range(r.randint(3, 5)):
        c2 = c if i == 0 else c.__class__(r, c.loc, c.lower)
        d = c2.after(1, 9)
        L.append(r.choice([
            f"to {m('PHONE', c2.pt_phone)}: hi {c2.P('first')} appt at {m('HOSPITAL', c.clinic)} {c2.D(d, styles=['wd_dm', 'wd3', 'dm'])} {_time(c2)} w/ dr {m('DOCTOR', c2.doc.last)}. reply y/n",
            f"to {m('PHONE', c2.pt_phone)}: {c2.P('first')} ur bloods r due, pls book {m('URL', c.url())}",
            f"to {m('PHONE', c2.pt_phone)} ({c2.P('full')}): rx ready {m('HOSPITAL', c2.pharmacy)} from {c2.D(d, styles=['wd3', 'wd'])}",
            f"to {m('PHONE', c2.fam_phone)} ({c2.rel} of {c2.P('fi')}): home visit {c2.D(d, styles=['wd3', 'wd_dm'])} am - nurse {m('DOCTOR', c2.nurse.first)}",
        ]))
        if r.random() < 0.7:
            L.append("  > " + r.choice([
                "y", "y thx", f"n - at work til {_time(c2)}", f"ok, {c2.F(form='first')} will drive me",
                f"can u do {c2.D(c2.after(2, 10), styles=['wd3', 'wd'])} instead", "who is this", "will do ta",
                f"wrong no. this is {c2.F(c2.fam2, form='first')}'s phone"]))
    L.append(f"batch {m('IDNUM', c.digits(7))} sent {c.D(styles=['dm', 'num2'])} by {m('USERNAME', c.mk_username(c.recep))}")
    return "sms_list", "\n".join(L)


# ----------------------------------------------------------------- referral requests
def ref_letter(c):
    r = c.r
    spec = r.choice(["Cardiology", "Dermatology", "Rheumatology", "Gastroenterology", "Memory clinic",
                     "Orthopaedics", "Respiratory", "ENT", "Urology", "Endocrinology"])
    L = [f"REFERRAL - {spec}",
         f"To: {c.Dr(c.doc2, 'dr')}, {spec}, {m('HOSPITAL', c.hospital)}",
         f"Fax: {m('FAX', c.phone(landline=True))}",
         f"From: {c.Dr(c.doc, 'dr')}, {m('HOSPITAL', c.clinic)}",
         f"Date: {c.D(styles=['long', 'num', 'iso'])}   Urgency: {r.choice(['routine', 'soon', 'urgent', '2-week wait'])}",
         f"Referral ref: {m('IDNUM', c.ubrn() if c.loc == 'UK' else c.specimen())}",
         ""]
    L += header(c, extra=False)
    if c.loc == "US":
        L.append(f"SSN: {m('SSN', c.ssn())}   Group #: {m('HEALTHPLAN', c.digits(6))}")
    elif c.loc in ("UK", "CA"):
        L.append(f"{'NI no' if c.loc == 'UK' else 'SIN'}: {m('SSN', c.ssn())}")
    L += ["",
          f"Dear {c.Dr(c.doc2, 'dr')},",
          f"Thank you for seeing this {c.A('yearold')} {m('PROFESSION', c.prof)} with {r.choice(COMPLAINTS)} since "
          f"{c.D(c.before(30, 200), styles=['month_year', 'mon_yr', 'long'])}. " + " ".join(clin(c, 3)),
          f"{c.he.capitalize()} has an implanted device (serial {m('DEVICE', c.device())}) and travels to {m('COUNTRY', c.country)} "
          f"each {r.choice(['winter', 'summer'])}. {c.his.capitalize()} {c.rel}, {c.F(form='full')}, attends appointments and can be reached on {m('PHONE', c.fam_phone)}.",
          ""]
    L += sig(c)
    return "letter", "\n".join(L)


def ref_form(c):
    r = c.r
    lab, hn = c.health_no()
    L = [f"e-Referral request",
         f"Service: {r.choice(['Physiotherapy', 'Community mental health', 'Podiatry', 'Falls clinic', 'Diabetes education', 'Sleep clinic'])} at {m('HOSPITAL', c.clinic2)}",
         f"Patient ........ {c.P('lastfirst')}",
         f"Date of birth .. {c.D(c.dob, styles=['num', 'dash'])}",
         f"{lab} ... {m('HEALTHPLAN', hn)}",
         f"Encounter no ... {m('ACCOUNT', c.acct())}",
         f"Address ........ {c.addr_line()}",
         f"Contact ........ {m('PHONE', c.pt_phone)} / {m('EMAIL', c.email)}",
         f"Interpreter .... {r.choice(['not required', 'required'])}; born in {m('COUNTRY', c.country)}",
         f"Occupation ..... {m('PROFESSION', c.prof)} at {m('ORGANIZATION', c.employer)}",
         f"Referrer ....... {c.Dr(c.doc, 'cred')}   {c.lic_str()}",
         f"Requested on ... {c.D(styles=['num', 'short'])}",
         "Clinical details:"]
    L += ["  " + x for x in clin(c, 3)]
    L.append(f"Processed by {m('DOCTOR', c.recep.full)} (login {m('USERNAME', c.mk_username(c.recep))}) {c.D(c.after(0, 2), styles=['num'])}")
    return "key_value_form", "\n".join(L)


def ref_low(c):
    r = c.r
    L = [f"pls refer {c.P(r.choice(['full', 'lastfirst_plain']))} ({c.A(r.choice(['agesex', 'yo', 'yo_tight']))}) to {r.choice(['physio', 'derm', 'ortho', 'cmht', 'falls clinic', 'ent'])} at {m('HOSPITAL', c.hospital)}",
         f"dob {c.D(c.dob, styles=['num', 'num2', 'dot'])} mrn {m('MRN', c.mrn())} ph {m('PHONE', c.pt_phone)}",
         f"addr {c.addr_line()}",
         f"reason: {r.choice(COMPL_LOW)} since {c.D(c.before(20, 120), styles=['mon_yr', 'dm', 'month_year'])}",
         *clin(c, 2),
         f"pt is a {m('PROFESSION', c.prof)}, cant work - needs soon appt",
         f"{c.rel} {c.F()} to be cc'd: {m('EMAIL', c.mk_email(c.fam))}",
         f"dr {m('DOCTOR', c.doc.last)} {c.D(styles=['dm', 'wd_dm'])}",
         f"(done - ref no {m('IDNUM', c.ubrn() if c.loc == 'UK' else c.specimen())}, sent {c.D(c.after(0, 2), styles=['dm', 'wd3'])} {c.N(c.recep, form='init')})"]
    return "terse_note", "\n".join(L)


def ref_low_msg(c):
    r = c.r
    L = [f"task: referral",
         f"from: {m('USERNAME', c.mk_username(c.doc))}  to: {m('USERNAME', c.mk_username(c.recep))}",
         f"{c.D(styles=['dm', 'num2'])} {_time(c)}",
         f"{c.P('fi')} - {m('STREET', c.street)}, {m('CITY', c.town)}, {m('STATE', c.state_abbr)}. mob {m('PHONE', c.pt_phone)}",
         f"dob {c.D(c.dob, styles=['num', 'num2'])} mrn {m('MRN', c.mrn())} {c.health_no()[0].lower()} {m('HEALTHPLAN', c.health_no()[1])}",
         f"needs urgent {r.choice(['echo', 'colposcopy', 'gastroscopy', 'memory assessment'])} at {m('HOSPITAL', c.hospital)}. "
         f"was seen by dr {m('DOCTOR', c.doc2.last)} there {c.D(c.before(30, 300), styles=['year', 'mon_yr'])}.",
         *clin(c, 2),
         f"fax referral to {m('FAX', c.phone(landline=True))}, copy to pt's {c.rel2} {c.F(c.fam2)} (lpa)",
         f"- {m('DOCTOR', c.doc.first)}"]
    return "message", "\n".join(L)


# ----------------------------------------------------------------- sick notes / work letters
def sick_fitnote(c):
    r = c.r
    start = c.before(0, 5)
    end = c.after(5, 28)
    L = [{"UK": "Statement of Fitness for Work", "US": "Work Status Report", "CA": "Medical Note for Employer",
          "AU": "Certificate of Capacity"}[c.loc],
         f"Patient's name: {c.P(r.choice(['full', 'fml' if c.pt.mi else 'full']))}",
         f"Date of birth: {c.D(c.dob, styles=['num', 'long', 'short'])}"]
    if c.loc in ("UK", "US", "CA"):
        L.append(f"{ {'UK': 'National Insurance no', 'US': 'SSN', 'CA': 'SIN'}[c.loc] }: {m('SSN', c.ssn())}")
    else:
        L.append(f"Claim no: {m('IDNUM', c.specimen())}   Medicare: {m('HEALTHPLAN', c.health_no()[1])}")
    L += [f"Employer: {m('ORGANIZATION', c.employer)}   Occupation: {m('PROFESSION', c.prof)}",
          f"I assessed your case on: {c.D(styles=['long', 'num', 'short'])}",
          f"Because of: {r.choice(['lumbar back pain', 'anxiety and stress', 'post-viral fatigue', 'fractured wrist', 'gastroenteritis', 'knee arthroscopy'])}",
          f"You are not fit for work from {c.D(start, styles=['num', 'short'])} to {c.D(end, styles=['num', 'short'])}.",
          f"Comments: {r.choice(['may benefit from amended duties', 'no driving while on codeine', 'phased return recommended', 'avoid heavy lifting'])}.",
          f"Company vehicle {m('VEHICLE', c.plate())} should not be driven during this period." if r.random() < 0.5 else
          f"Work account ref: {m('ACCOUNT', c.acct())}",
          f"Doctor: {c.Dr(c.doc, 'full')}   {c.lic_str()}",
          f"{m('HOSPITAL', c.clinic)}, {clinic_addr(c)}",
          f"Form serial: {m('IDNUM', c.letters(2) + c.digits(7))}"]
    return "key_value_form", "\n".join(L)


def sick_letter(c):
    r = c.r
    mgr = c.person(r.choice("FM"))
    L = [m("HOSPITAL", c.clinic), clinic_addr(c), f"Tel {m('PHONE', c.clinic_phone)}", "",
         c.D(styles=["long", "num"]), "",
         f"{m('FAMILY', mgr.full)}",
         f"{r.choice(['HR Manager', 'Line Manager', 'Principal', 'Site Supervisor'])}, {m('ORGANIZATION', r.choice([c.employer, c.school]))}",
         "",
         f"Re: {c.P('full')}, date of birth {c.D(c.dob, styles=['long', 'num'])}",
         "",
         f"Dear {m('FAMILY', r.choice([mgr.last, mgr.full]))},",
         "",
         f"I saw {c.P('title')} at the surgery on {c.D(c.before(0, 3), styles=['wd_long', 'long'])}. With {c.his} permission I can confirm "
         f"that {c.he} is unable to work as a {m('PROFESSION', c.prof)} until {c.D(c.after(7, 30), styles=['long', 'wd_long'])} "
         f"because of a medical condition. {c.he.capitalize()} would benefit from a phased return, starting with "
         f"{r.randint(2, 4)} hours a day, and should avoid night shifts.",
         "",
         f"{c.he.capitalize()} also asked me to mention that {c.his} {c.rel}, {c.F(form='full')}, is the emergency contact on "
         f"{m('PHONE', c.fam_phone)}. Please contact the practice if you need further information; a fee may apply.",
         "",
         "Yours sincerely,",
         "",
         c.Dr(c.doc, r.choice(["cred", "full"])),
         f"{c.lic_str()}"]
    return "letter", "\n".join(L)


def sick_low(c):
    r = c.r
    L = [f"sick note req - {c.P(r.choice(['full', 'first', 'fi']))} ({c.A(r.choice(['agesex', 'yo']))})",
         f"rang {c.D(styles=['wd_dm', 'dm', 'wd3'])}. {m('PROFESSION', c.prof)} at {m('ORGANIZATION', c.employer)}, off since {c.D(c.before(3, 14), styles=['dm', 'wd3'])}",
         f"{r.choice(['back pain', 'flu', 'stress at work', 'broken wrist', 'd+v'])}, self-cert runs out {c.D(c.after(0, 3), styles=['wd', 'wd3', 'dm'])}",
         *clin(c, 2),
         f"dob {c.D(c.dob, styles=['num', 'num2', 'iso'])}, mob {m('PHONE', c.pt_phone)}",
         f"note issued {c.D(styles=['dm', 'num2'])} to {c.D(c.after(7, 21), styles=['dm', 'num2'])}, posted to {m('STREET', c.street)}, {m('CITY', c.town)} {m('ZIP', c.zip)}",
         f"boss {m('FAMILY', c.fam2.full)} wants it emailed: {m('EMAIL', c.mk_email(c.fam2))}",
         f"cant drive - work van {m('VEHICLE', c.plate())}, vin {m('VEHICLE', c.vin())}" if r.random() < 0.5 else f"ni/ssn on file {m('SSN', c.ssn())}",
         f"dr {m('DOCTOR', c.doc.last)} / {c.N(c.recep, form='init')}"]
    return "terse_note", "\n".join(L)


def sick_low_kv(c):
    r = c.r
    L = [f"work cert",
         f"name: {c.P(r.choice(['full', 'lastfirst_plain']))}",
         f"dob: {c.D(c.dob, styles=['num', 'iso', 'dot'])}  age {m('AGE', str(c.age))}",
         f"addr: {c.addr_line()}",
         f"ph: {m('PHONE', c.pt_phone)}",
         f"job: {m('PROFESSION', c.prof)}",
         f"employer: {m('ORGANIZATION', c.employer)}, {m('CITY', c.town2)}",
         f"school (kid's): {m('ORGANIZATION', c.school)} - also needs carer's letter for {c.rel2} {c.F(c.fam2, form='first')}",
         f"unfit from: {c.D(styles=['dm', 'num2', 'day_mon'])}",
         f"unfit to: {c.D(c.after(5, 20), styles=['dm', 'num2', 'day_mon'])}",
         f"reason: {r.choice(['mech lbp', 'covid', 'post op', 'anxiety', 'tendinitis'])}",
         *clin(c, 1),
         f"signed: dr {m('DOCTOR', c.doc.full)}",
         f"practice: {m('HOSPITAL', c.clinic)} {m('PHONE', c.clinic_phone)}"]
    return "key_value_form", "\n".join(L)


GENRES_B = {
    "portal_message": ([portal_thread, portal_reply], [portal_low, portal_low_single]),
    "sms_reminder": ([sms_batch, sms_single], [sms_low]),
    "referral": ([ref_letter, ref_form], [ref_low, ref_low_msg]),
    "sick_note": ([sick_fitnote, sick_letter], [sick_low, sick_low_kv]),
}
