"""Genres A: clinic questions, portal messages, appointment and refill requests, SMS, triage calls, referrals."""
from shared import cap, er, gp, hi, thanks, sig_pt, pt_sentence, neg_sentence, staff_sentence
from phi import M


def _pr(c):
    return ("she", "her") if c.pt.sex == "F" else ("he", "his")


# ------------------------------------------------------------------ questions sent to a clinic
def clinic_question(c):
    r = c.r
    q = r.choice([f"is it safe to take {c.drug()} with {c.drug()}",
                  f"can I cut {c.drugname()} in half",
                  f"is {c.sym()} a side effect of {c.drug()}",
                  "do I need to fast before my blood test",
                  f"should I still take {c.drug()} before the scan",
                  f"how long after {c.drugname()} can I have a drink",
                  f"is it ok to fly with {c.sym()}",
                  f"can my {c.rel} pick up the results for me"])
    k = r.randint(0, 5)
    if k == 5:
        return (f"does {c.clinic()} do walk-in {r.choice(['flu shots', 'bloods', 'ECGs', 'BP checks'])} on {c.wd()}? "
                f"{c.nw()}. - {c.P('self')}")
    if k == 0:
        return "\n".join([
            "Contact form - " + c.clinic(),
            f"Name: {c.Pf()}", f"DOB: {c.dob()}", f"Phone: {c.my_phone()}", f"Email: {c.email(c.pt)}",
            f"Preferred clinician: {c.Dr(form='t_last')}",
            f"Question: {cap(q)}? I'm {c.AGE()} and {c.nw()}. {neg_sentence(c)} {pt_sentence(c)}"])
    if k == 1:
        return (f"{hi(c)} quick question - {q}? {neg_sentence(c)} {pt_sentence(c)} "
                f"{pt_sentence(c)} {thanks(c)},\n{sig_pt(c)}")
    if k == 2:
        she, her = _pr(c)
        return (f"Hello {c.clinic()}, my {r.choice(['son', 'daughter', 'baby', 'little one'])} {c.Pfirst()} "
                f"({c.AGE(r.randint(0, 12), 'short')}) has had {c.syms()} since {c.wd()}. {cap(q)}? "
                f"We gave {c.drug()} at {c.time()}. {her.capitalize()} school is {c.school()}. "
                f"You can reach me on {c.phone()}.\n- {c.Fname()} ({r.choice(['mum', 'mom', 'dad', 'nanay', 'papa'])})")
    if k == 3:
        return (f"question for {c.Dr()} pls: {q}? its for {c.P('any')}, dob {c.dob()}. "
                f"{neg_sentence(c)} call back on {c.my_phone()} after {c.time()}. {thanks(c).lower()}")
    return "\n".join([
        f"To: {c.email(role='nurseline')}", f"From: {c.email(c.pt)}", f"Date: {c.date('wd_long')}",
        f"Subject: question about {c.drugname()}", "",
        f"{hi(c, c.Nu())} {cap(q)}? {pt_sentence(c)} {neg_sentence(c)}",
        f"{thanks(c)}, {c.P('self')}"])


# ------------------------------------------------------------------ patient portal messages
def portal_message(c):
    r = c.r
    subj = r.choice(["Question about my labs", "Medication side effects", "Follow up", "Results?",
                     "Need letter", "Re: your recent visit", "Pain not better", "Forms for work"])
    head = [f"From: {c.P(r.choice(['self', 'staff']))} (MRN {c.mrn()})",
            f"To: {c.Dr(form='t_full')}, {c.clinic()}",
            f"Sent: {c.date(r.choice(['num_full', 'long', 'wd_long', 'iso']))} {c.time()}",
            f"Subject: {subj}"]
    if r.random() < 0.4:
        head.insert(1, f"Portal user: {c.user()} | last login IP {c.ip()}")
    body = [hi(c), neg_sentence(c), pt_sentence(c), pt_sentence(c)]
    if r.random() < 0.5:
        body.append(neg_sentence(c))
    if r.random() < 0.5:
        body.append(f"Results from {c.date('abbr')} (accession {c.idn('acc')}) still show pending.")
    reply = ""
    if r.random() < 0.45:
        reply = (f"\n\n--- Reply from {c.Nu()} on {c.date('num_md')} {c.time()} ---\n"
                 f"Hi {c.Pfirst()}, {c.Dr(form='t_last')} reviewed this. Please continue {c.drug()} and book "
                 f"in for {c.wd()}. If {c.sym()} gets worse go to {er(c)} at {c.hosp()}.")
    return "\n".join(head) + "\n\n" + " ".join(body) + f"\n{thanks(c)},\n{sig_pt(c, r.random() < 0.6)}" + reply


# ------------------------------------------------------------------ appointment requests
def appointment_request(c):
    r = c.r
    k = r.choice({"US": [0, 1, 2], "UK": [0, 1, 2], "IN": [0, 1, 4, 4], "PH": [3, 3, 0, 1]}[c.country])
    if k == 0:
        return (f"{hi(c, c.St('receptionist'))} I need to reschedule my appt with {c.Dr()} on {c.date('wd_num')} "
                f"at {c.appt_time()}. I can do {c.wd()} or {c.date('abbr')} after {c.time()}. {neg_sentence(c)} "
                f"{pt_sentence(c)} {thanks(c)}, {c.P('self')} ({c.my_phone()})")
    if k == 1:
        return "\n".join([
            f"APPOINTMENT REQUEST - {c.clinic()}",
            f"Patient: {c.P('staff')}   DOB: {c.dob()}   MRN: {c.mrn()}",
            f"Address: {c.addr()}",
            f"Phone: {c.my_phone()}   Alt: {c.phone()}",
            f"Requested clinician: {c.Dr(form='t_last')}",
            f"Preferred dates: {c.drange()}",
            f"Reason: {c.syms()} for {c.dur()}; {c.drug()}; {c.nw()}",
            f"Taken by: {c.St('scheduler')} {c.date('num_md')}"])
    if k == 2:
        return (f"hi can i book my {r.choice(['mum', 'mom', 'nanay', 'amma', 'dad'])} {c.Pfirst()} in for "
                f"{r.choice(['her', 'his'])} bloods {c.rel_date()}? {r.choice(['she', 'he'])} is {c.AGE(r.randint(60, 95))} and "
                f"cant do stairs so ground floor pls. we live at {c.street()}, {c.city()}. "
                f"{neg_sentence(c)} my num {c.phone()} - {c.Fname()}")
    if k == 3:
        return (f"Good day! Requesting a check-up schedule for {c.P('any')} with {c.Dr()} at {c.clinic()}. "
                f"Available {c.date('long')} or {c.date('long')} only because of work at {c.employer()}. "
                f"HMO: {c.insurer()}, card no. {c.hp()}. {neg_sentence(c)} {thanks(c)}\n{sig_pt(c)}")
    return (f"Dear {c.clinic()},\nKindly give appointment for {c.P('any')} ({c.AGE(kind='short')}) "
            f"on {c.date()} morning slot. Referred by {c.Dr()} of {c.hosp(new=True)} (ref no. {c.idn('ref')}). "
            f"{pt_sentence(c)} {neg_sentence(c)}\n{thanks(c)},\n{c.Fname()}\n{c.phone()}")


# ------------------------------------------------------------------ refill requests
def refill_request(c):
    r = c.r
    k = r.choice({"US": [0, 1, 2, 4], "UK": [0, 1, 2, 4], "IN": [0, 1, 2, 4], "PH": [3, 3, 0, 1, 2, 4]}[c.country])
    if k == 4:
        return (f"pls refill {c.drug()} for {c.P('any')} dob {c.dob()}, pick up at {c.pharm()} "
                f"{r.choice(['tmrw', 'after ' + c.time(), 'on ' + c.wd()])}. thx")
    if k == 0:
        return "\n".join([
            "REFILL REQUEST",
            f"Patient: {c.P('staff')} | DOB {c.dob()} | MRN {c.mrn()}",
            f"Medication: {c.drug()} - Rx #{c.idn('rx')}",
            f"Last filled: {c.date()} at {c.pharm()}",
            f"Pharmacy phone {c.phone()} / fax {c.fax()}",
            f"Prescriber: {c.Dr(form=r.choice(['t_full', 'cred']))} (NPI {c.lic('npi')})" if c.country == "US"
            else f"Prescriber: {c.Dr(form='t_full')}",
            f"Notes: {neg_sentence(c)} Pt requests 90-day supply. {cap(c.nw())}.",
            f"Entered by {c.user(c.staff)} {c.date('num_md')} {c.time()}"])
    if k == 1:
        return (f"hi {c.Dr(form='t_last')} i ran out of my {c.drug()} yesterday, can u send to {c.pharm()}? "
                f"same as last time. dob {c.dob()}. {neg_sentence(c)} {thanks(c).lower()} {c.P('self')}")
    if k == 2:
        return (f"{hi(c)} I'm travelling to {c.abroad()} from {c.drange()} and need an early refill of "
                f"{c.drug()} and {c.drug()}. {pt_sentence(c)} My pharmacy is {c.pharm()}. {thanks(c)},\n{sig_pt(c)}")
    return (f"Good day po. Requesting refill po of the maintenance meds of my {r.choice(['nanay', 'tatay', 'lola', 'lolo'])} "
            f"{c.P('any')} ({c.AGE(r.randint(60, 95))}, senior citizen ID {c.idn('osca')}): {c.drug()}, {c.drug()}. "
            f"Pick up {c.date('wd_num')} at {c.pharm()}. Contact {c.phone()}. {thanks(c)}\n{c.Fname()}")


# ------------------------------------------------------------------ text-message reminders and replies
def sms(c):
    r = c.r
    clin = c.clinic()
    c.clock_start()
    lines = []
    when = c.date(r.choice(["wd_num", "wd_long", "abbr", "num_md", "long"]))
    lines.append(f"[{c.date('iso')} {c.tick(1, 180)}] {clin}: Hi {c.Pfirst()}, reminder of your appt with "
                 f"{c.Dr(form=r.choice(['t_last', 't_init']))} on {when} at {c.appt_time()}. Reply Y to confirm, "
                 f"N to cancel or call {c.phone()}.")
    reply = r.randint(0, 5)
    if reply == 5:
        return lines[0]
    if reply == 0:
        lines.append(f"[{c.tick(1, 180)}] {c.Pfirst()}: Y {r.choice(['', 'thx', c.nw()])}".rstrip())
    elif reply == 1:
        lines.append(f"[{c.tick(1, 180)}] Patient: cant make it, {c.sym()} again. can i do {c.wd()} instead?")
        lines.append(f"[{c.tick(1, 180)}] {clin}: We have {c.date('wd_num')} {c.appt_time()} with {c.Dr(form='t_last')}. Reply 1 to book.")
        lines.append(f"[{c.tick(1, 180)}] Patient: 1 thx")
    elif reply == 2:
        lines.append(f"[{c.tick(1, 180)}] {c.Pfirst()}: who is this?? this is {c.Fname()}'s phone now, "
                     f"{c.P('self')} changed number to {c.phone()}")
    elif reply == 3:
        lines.append(f"[{c.tick(1, 180)}] Reply: N. moved to {c.city_new()}, pls send records to {c.email(c.pt)}")
    else:
        lines.append(f"[{c.tick(1, 180)}] {c.Pfirst()}: ok po. will bring {c.drugname()} and lab results from {c.date('abbr')}")
    if r.random() < 0.55:
        lines.append(f"[{c.date('iso')} {c.tick(1, 180)}] {clin}: Your test results are ready. Log in at {c.url()} "
                     f"(user {c.user()}). Ref {c.idn(r.choice(['lab', 'spec', 'ord']))}.")
    if r.random() < 0.4:
        lines.append(f"[{c.tick(1, 180)}] {c.Pfirst()}: {neg_sentence(c)}")
    return "\n".join(lines)


# ------------------------------------------------------------------ nurse triage call summaries
def triage_call(c):
    r = c.r
    she, her = _pr(c)
    caller_self = r.random() < 0.5
    caller = "self" if caller_self else f"{c.Fname()} ({c.rel})"
    disp = r.choice([f"advised {er(c)} at {c.hosp()} now", f"appt booked {c.date('wd_num')} {c.time()} with {c.Dr(form='t_last')}",
                     "home care advice given, call back if worse", f"ambulance called to {c.addr()}",
                     f"same-day slot at {c.clinic()}"])
    if r.random() < 0.2:
        return (f"{c.time()} {c.P('staff')} {c.AGE(kind='short')} rang re {c.sym()}, {disp}. "
                f"{r.choice(['-', '--', 'by'])} {c.Nu()}")
    if r.random() < 0.5:
        return "\n".join([
            f"NURSE TRIAGE CALL  {c.date('num_full')} {c.time()}",
            f"Pt: {c.P('staff')}, {c.AGE(kind='short')}, DOB {c.dob()}, MRN {c.mrn()}",
            f"Caller: {caller}  Callback: {c.my_phone()}",
            f"CC: {c.syms()} x {c.dur()}. {c.vitals()}. Meds: {c.drug()}.",
            f"Hx: {staff_sentence(c)} {staff_sentence(c)}",
            f"Disposition: {disp}.",
            f"RN: {c.Nu()}  Case {c.idn('case')}"])
    return (f"Call {c.date('abbr')} {c.time()} from {caller} re {c.P('staff')} ({c.AGE()}). {she.capitalize()} reports "
            f"{c.syms()} since {c.wd()}, {c.vitals()}. {staff_sentence(c)} {cap(disp)}. "
            f"{cap(c.nw())}. - {c.Nu()}")


# ------------------------------------------------------------------ short referral notes
def referral_note(c):
    r = c.r
    she, her = _pr(c)
    to = c.Dr(who=c.doc2, form=r.choice(["t_last", "t_full", "mr"] if c.country == "UK" else ["t_last", "t_full"]))
    spec = r.choice(["Cardiology", "Dermatology", "ENT", "Orthopaedics", "Endocrinology", "Neurology", "Gastro", "Pulmonology"])
    idline = {"UK": f"NHS no. {c.mrn()}", "US": f"MRN {c.mrn()}", "IN": f"UHID {c.mrn()}", "PH": f"HRN {c.mrn()}"}[c.country]
    body = (f"Thank you for seeing this {c.AGE(kind='adj')} {c.prof()} with {c.syms()} for {c.dur()}. "
            f"{neg_sentence(c)} {staff_sentence(c)} {staff_sentence(c)}")
    sigline = {"UK": f"GMC {c.lic('state')}", "US": f"NPI {c.lic('npi')}", "IN": f"Reg. No. {c.lic('state')}",
               "PH": f"PRC Lic. No. {c.lic('state')}"}[c.country]
    out = [f"{c.clinic()} - referral to {spec}, {c.hosp()}",
           f"Date: {c.date(r.choice(['long', 'num_full']))}",
           f"Dear {to},",
           f"Re: {c.P('staff')}, DOB {c.dob()}, {idline}",
           f"{c.addr()}. Tel {c.my_phone()}.",
           body,
           f"Yours sincerely,\n{c.Dr(form=r.choice(['t_full', 'cred']))}, {sigline}",
           f"Tel {c.phone()}  Fax {c.fax()}"]
    if r.random() < 0.5:
        out.append(f"cc: {c.Dr(form='t_last')}; {r.choice(['DD/', 'Typed by ', 'dict/', 'transcribed by '])}{M('DOCTOR', c.staff.initials('lower'))}")
    if c.country == "UK" and r.random() < 0.5:
        out.insert(4, f"e-RS UBRN {c.idn('ubrn')}")
    return "\n".join(out)


GENRES_A = {
    "clinic_question": (clinic_question, 0.35),
    "portal_message": (portal_message, 0.25),
    "appointment_request": (appointment_request, 0.3),
    "refill_request": (refill_request, 0.3),
    "sms_thread": (sms, 0.5),
    "triage_call": (triage_call, 0.1),
    "referral_note": (referral_note, 0.0),
}
