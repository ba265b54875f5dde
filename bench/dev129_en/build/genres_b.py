"""Genres B: sick leave, telehealth chats, handover, incidents, billing, carer updates, remote monitoring."""
from ctx import Ctx
from shared import cap, er, gp, hi, thanks, sig_pt, pt_sentence, neg_sentence, staff_sentence
from phi import M


def _pr(c):
    return ("she", "her") if c.pt.sex == "F" else ("he", "his")


def _boss(c):
    r = c.r
    return f"{r.choice(['my manager', 'my boss', 'my supervisor', 'my team lead', 'HR'])} {c.Fname(2)}"


# ------------------------------------------------------------------ sick-leave requests and certificates
def sick_leave(c):
    r = c.r
    she, her = _pr(c)
    c.age = r.randint(19, 63)
    k = r.choice({"US": [0, 4, 4, 0], "UK": [0, 2, 2], "IN": [1, 1, 0, 4], "PH": [3, 3, 1, 0]}[c.country])
    if k == 0:
        return (f"hi {c.Dr(form='t_last')}, i need a sick note for work ({c.employer()}) for {c.drange()}, had "
                f"{c.syms()}. {_boss(c)} wants it by {c.wd()}. {neg_sentence(c)} can you email it to "
                f"{c.email(c.pt)}? {thanks(c).lower()} {c.P('self')}")
    if k == 1:
        t = "Mr." if c.pt.sex == "M" else r.choice(["Ms.", "Mrs.", "Smt."])
        return "\n".join([
            f"{c.clinic()}\n{c.addr()}  Ph: {c.phone()}",
            "MEDICAL CERTIFICATE",
            f"This is to certify that {t} {c.Pf()}, aged {M('AGE', c.age)} years, working as {c.prof()} at "
            f"{c.employer()}, was under my treatment for {c.syms()} from {c.date('num_full')} to "
            f"{c.date('num_full')} and is advised rest. {she.capitalize()} is fit to resume duty from {c.date('num_full')}.",
            f"{c.Dr(form='t_full')}, MBBS, MD",
            f"Reg. No. {c.lic('state')}",
            f"Date: {c.date('num_full')}   Place: {c.city()}"])
    if k == 2:
        return "\n".join([
            "Online consultation - fit note request",
            f"Name: {c.P('staff')}   DOB: {c.dob()}   NHS no: {c.mrn()}",
            f"Employer: {c.employer()}   Job: {c.prof()}",
            f"Off work since: {c.date('long')} (self-certified {c.drange()})",
            f"Fit note needed until: {c.date('abbr')}",
            f"Reason: {c.syms()} for {c.dur()}. {neg_sentence(c)}",
            f"Reply to: {c.email(c.pt)} / {c.my_phone()}",
            f"Actioned by {c.Dr(form='t_init')} on {c.date('num_md')}"])
    if k == 3:
        return (f"Good day po {c.Dr(form=r.choice(['doc', 'dra', 't_last']))}. Can I request a medical certificate for my "
                f"absence {c.drange()}? I work as a {c.prof()} at {c.employer()} and HR needs it. "
                f"I was admitted at {c.hosp()} room {c.room()} for {c.sym()}. {neg_sentence(c)} {thanks(c)},\n"
                f"{c.P('self')}\n{c.my_phone()}")
    return "\n".join([
        "EMPLOYEE MEDICAL LEAVE FORM",
        f"Employee: {c.Pf()}   Employee ID: {c.idn('emp')}   Employer: {c.employer()}",
        f"Position: {c.prof()}   Supervisor: {c.Fname(2)}   SSN: {c.ssn()}",
        f"Leave dates: {c.drange()}   Return: {c.date('wd_num')}",
        f"Treating provider: {c.Dr(form='cred')}  Lic. {c.lic('state')}",
        f"Provider phone {c.phone()}  fax {c.fax()}",
        f"Condition (optional): {c.sym()} - {c.nw()}",
        f"Signed {c.date('num_full')}"])


# ------------------------------------------------------------------ telehealth chat transcripts
def telehealth_chat(c):
    r = c.r
    c.clock_start()
    pn = c.Pfirst()
    dr = c.Dr(form=r.choice(["t_last", "doc", "t_last"]) if c.country == "PH" else "t_last")
    L = [f"Telehealth session {c.idn('case')} | {c.url()} | {c.date('iso')}"]
    L.append(f"[{c.tick(0, 3)}] Bot: Welcome to {c.clinic()} virtual care. Please type your full name and date of birth.")
    L.append(f"[{c.tick(0, 3)}] {pn}: {c.P('self')} {c.dob()}")
    if r.random() < 0.5:
        L.append(f"[{c.tick(0, 3)}] Bot: Identity check complete (face match {c.bio()}).")
    L.append(f"[{c.tick(0, 3)}] {dr} joined the chat.")
    L.append(f"[{c.tick(0, 3)}] {dr}: Hi {c.Pfirst()}, I'm {c.Dr(form='bare_full')}. What's going on today?")
    L.append(f"[{c.tick(0, 3)}] {pn}: {neg_sentence(c)} {pt_sentence(c)}")
    L.append(f"[{c.tick(0, 3)}] {dr}: {r.choice(['Any', 'Do you have any'])} {c.sym()}? How old are you?")
    L.append(f"[{c.tick(0, 3)}] {pn}: {c.AGE(kind='short')}, {r.choice(['no', 'a bit', 'yes since yesterday'])}. {pt_sentence(c)}")
    L.append(f"[{c.tick(0, 3)}] {dr}: OK. I'll send {c.drug()} to {c.pharm()}. If worse, go to {er(c)} at {c.hosp()}.")
    if r.random() < 0.6:
        L.append(f"[{c.tick(0, 3)}] {pn}: {r.choice(['thanks', 'ty', 'salamat po', 'ok thank u'])}. "
                 f"{r.choice(['my', 'our'])} {c.rel} {c.Fname()} will pick it up.")
    L.append(f"[{c.tick(0, 3)}] System: Session closed. Client IP {c.ip()}, user {c.user()}.")
    return "\n".join(L)


# ------------------------------------------------------------------ handover one-liners
def handover(c):
    r = c.r
    if r.random() < 0.25:
        return (f"{c.ward()} {c.date(r.choice(['num_md', 'wd_num']))}: {c.P('staff')} {c.AGE(kind='short')}, "
                f"{c.sym()}, on {c.drug()}, {c.Dr()} aware - handed to {c.Nu()} at {c.time()}.")
    lines = [f"{c.ward()} handover {c.date(r.choice(['num_md', 'abbr', 'wd_num']))} {c.time()} - "
             f"{c.Nu()} to {c.Nu(who=c.staff)}"]
    for _ in range(r.randint(3, 5)):
        p = Ctx(r, c.country)
        she, her = _pr(p)
        k = r.randint(0, 5)
        loc = r.choice([f"Bed {p.bed()}", f"Rm {p.room()}", f"Bay {p.bay()} bed {p.bed()}", f"Cubicle {p.bay()}"])
        if k == 0:
            s = f"{loc}: {p.P('staff')}, {p.AGE(kind='short')}, {p.sym()}, on {p.drug()}, {p.Dr()} to review."
        elif k == 1:
            s = f"{loc} {p.P('staff')} {p.AGE(kind='short')} - {p.vitals()}; {p.Fa(her)} visiting {p.wd()}."
        elif k == 2:
            s = f"{loc}: {p.P('staff')} ({p.AGE()}), NBM from {p.time()}, theatre {p.date('wd_num')}, consent done."
        elif k == 3:
            s = f"{loc} - {p.P('staff')}, falls risk, {p.sym()}; NOK {p.Fname()} {p.phone()}."
        elif k == 4:
            s = f"{loc}: {p.P('staff')}, d/c home {p.date('abbr')} to {p.street()}, {p.city()}; transport booked."
        else:
            s = f"{loc}: {p.P('staff')} {p.AGE(kind='short')}, MRN {p.mrn()}, {p.sym()}, pager {p.pager()} if {p.dept()} needed."
        lines.append(s)
    if r.random() < 0.5:
        lines.append(f"{cap(c.nw())}. Doctor on call {c.Dr()} bleep {c.pager()}.")
    return "\n".join(lines)


# ------------------------------------------------------------------ incident-report summaries
def incident_report(c):
    r = c.r
    she, her = _pr(c)
    k = r.randint(0, 3)
    head = [f"INCIDENT SUMMARY  Ref {c.idn('inc')}",
            f"Date/time: {c.date(r.choice(['num_full', 'long', 'iso']))} {c.time()}",
            f"Location: {c.hosp()}, {c.ward()}, room {c.room()}" if r.random() < 0.6
            else f"Location: {c.landmark()}, {c.hosp()}",
            f"Person affected: {c.P('staff')} ({c.AGE(kind='short')}), MRN {c.mrn()}"]
    if k == 0:
        body = [f"Summary: Pt found on floor beside bed {c.bed()} at {c.time()}. {c.vitals()}. No head injury. "
                f"{c.Dr()} reviewed. {c.Fa(her)} informed by phone {c.phone()}."]
    elif k == 1:
        body = [f"Summary: Visitor {c.Fname(2)} slipped in car park near vehicle reg {c.veh()} and "
                f"{r.choice(['a white van', 'a taxi', 'an ambulance'])} plate {c.veh(False)}. Seen in {c.dept()}.",
                f"Driver's licence {c.lic('dl')} noted for the other driver, {c.Fname()}.",
                f"Security reviewed CCTV; guard badge scan {c.bio()}."]
    elif k == 2:
        body = [f"Summary: {c.drug()} given instead of {c.drug()}. Infusion pump SN {c.dev()} quarantined. "
                f"Order {c.idn('ord')}. {c.Dr()} and pharmacist {M('DOCTOR', c.doc2.first())} informed.",
                f"Staff login {c.user(c.nurse)} used at workstation {c.ip()}."]
    else:
        body = [f"Summary: Discharge letter for {c.P('staff')} e-mailed to wrong address {c.email(c.fam2)} instead of "
                f"{c.email(c.pt)}. Sender {c.St('clerk')}. Recall requested {c.date('num_md')} {c.time()}.",
                f"Access logged from {c.ip()} (user {c.user(c.staff)})."]
    tail = [f"Witness: {c.Nu()}", f"Reported by: {c.St()}  ext {M('PHONE', str(r.randint(2000, 7999)))}",
            f"Actions: {r.choice(['falls bundle reviewed', 'duty of candour letter sent', 'IT notified', 'pump sent to biomed'])}."]
    return "\n".join(head + body + tail)


# ------------------------------------------------------------------ billing and insurance queries (own genre)
def billing_insurance(c):
    r = c.r
    k = r.choice({"US": [0, 0, 3], "UK": [3], "IN": [1, 1, 3], "PH": [2, 2, 3]}[c.country])
    if k == 0:
        return (f"{hi(c, 'Billing team')} I got statement {c.acct()} dated {c.date('num_full')} for my visit to "
                f"{c.clinic()} on {c.date('abbr')}. My insurance {c.insurer()} (member ID {c.hp()}, group {c.hp()}) "
                f"should have covered it. The subscriber is {c.Fa('my')}, SSN {c.ssn()}. {neg_sentence(c)} "
                f"Please call {c.my_phone()} or email {c.email(c.pt)}. {thanks(c)}, {c.P('self')}")
    if k == 1:
        return "\n".join([
            f"Cashless request - {c.hosp()}",
            f"Patient: {c.P('staff')}  Age/Sex: {M('AGE', max(c.age, 1))}/{c.pt.sex}  IP no. {c.acct()}",
            f"TPA: {c.insurer()}  Policy {c.hp()}  Card {c.hp()}",
            f"Aadhaar: {c.ssn()}",
            f"Admitted {c.date('num_full')} under {c.Dr(form='t_full')} for {c.sym()}",
            f"Proposer: {c.Fname()} ({c.rel}), {c.prof()} at {c.employer()}",
            f"Contact: {c.phone()}  {c.email(c.fam)}"])
    if k == 2:
        return (f"Hello po. Inquiry regarding my bill no. {c.acct()} at {c.hosp()} ({c.date('long')}). "
                f"PhilHealth no. {c.hp()}, HMO {c.insurer()} card {c.hp()}, SSS {c.ssn()}. I'm a {c.prof()} and "
                f"my {r.choice(['nanay', 'husband', 'wife', 'kuya'])} {c.Fname()} is the member. "
                f"{neg_sentence(c)} {thanks(c)}\n{c.P('self')} / {c.my_phone()}")
    return "\n".join([
        f"Re: invoice {c.acct()} - {c.clinic()}",
        f"Policy holder: {c.Pf()}  Policy {c.hp()}  Insurer {c.insurer()}",
        f"Treatment {c.drange()} with {c.Dr(form=r.choice(['t_full', 'mr', 't_last']))}",
        f"Query: {r.choice(['excess not deducted', 'pre-authorisation missing', 'paid twice', 'wrong date of service'])}. "
        f"{neg_sentence(c)}",
        f"Pay online: {c.url()}   Tel {c.phone()}   Fax {c.fax()}",
        f"Handled by {c.St('billing clerk')}"])


# ------------------------------------------------------------------ carer / family updates (own genre)
def carer_update(c):
    r = c.r
    she, her = _pr(c)
    mum = r.choice({"US": ["mom", "dad", "grandma"], "UK": ["mum", "dad", "nan", "grandad"],
                    "IN": ["amma", "appa", "mother", "father"], "PH": ["lola", "lolo", "nanay", "tatay"]}[c.country])
    c.age = r.randint(66, 97)
    k = r.choice({"US": [0, 1], "UK": [0, 1], "IN": [0, 1], "PH": [2, 2, 0]}[c.country])
    if k == 0:
        return (f"Hi {c.Nu()}, quick update on {mum} ({c.P('any')}) - {c.syms()} overnight, gave {c.drug()} at "
                f"{c.time()}. {she.capitalize()}'s in room {c.room()} at {c.carehome()}. I'm at work at "
                f"{c.employer()} till {c.time()}, call me on {c.phone()}. {cap(c.nw())}. - {c.Fname()}")
    if k == 1:
        return "\n".join([
            f"Communication book - {c.P('staff')}, {c.addr()}",
            f"{c.date('num_md')}: visited {c.time()}, {c.sym()}, ate half lunch. {c.Fname()} ({c.rel})",
            f"{c.date('num_md')}: carer {M('DOCTOR', c.staff.first())} - {c.vitals()}, {c.drug()} given.",
            f"{c.date('wd_num')}: district nurse {M('DOCTOR', c.nurse.first())} dressed leg. Next visit {c.wd()}.",
            f"Key safe code given to {c.Fa(her, 2)} only. Emergency {c.phone()}"])
    return (f"Good evening po {c.Nu()}. Update lang po kay {mum} {c.P('any')}, {c.AGE()}: {c.syms()} since "
            f"{c.wd()}. We gave {c.drug()}. I'm working abroad in {c.abroad()} as {c.prof()}, my "
            f"{r.choice(['ate', 'kuya', 'tita', 'pinsan'])} {c.Fname(2)} is with {her} at {c.street()}, {c.city()}. "
            f"Viber {c.phone()}. {thanks(c)}")


# ------------------------------------------------------------------ remote monitoring alerts (own genre)
def remote_monitoring(c):
    r = c.r
    dev = r.choice(["CGM", "home BP cuff", "pacemaker monitor", "pulse oximeter", "CPAP", "insulin pump", "ICD",
                    "smart scale", "Holter"])
    L = [f"[ALERT] {dev} SN {c.dev()} | {c.P('staff')} | MRN {c.mrn()} | {c.date('iso')} {c.time()}",
         f"Reading: {c.vitals()}" + (f" ({c.nw()})" if r.random() < 0.5 else ""),
         f"Gateway IP {c.ip()}  app user {c.user()}",
         f"Routed to {c.Nu()} ({c.user(c.nurse)}), backup {c.Dr()} pager {c.pager()}"]
    if r.random() < 0.7:
        L.append(f"Patient reply via app: {r.choice(['sorry', 'oops', 'hi'])} {neg_sentence(c).lower()} "
                 f"- {c.P('self')}")
    if r.random() < 0.5:
        L.append(f"Action: called {c.my_phone()}, spoke to {c.Fa(_pr(c)[1])}. {cap(c.nw())}.")
    if r.random() < 0.35:
        L.append(f"Replacement device {c.dev()} shipped to {c.addr()}.")
    return "\n".join(L)


GENRES_B = {
    "sick_leave": (sick_leave, 0.3),
    "telehealth_chat": (telehealth_chat, 0.4),
    "handover": (handover, 0.15),
    "incident_report": (incident_report, 0.0),
    "billing_insurance": (billing_insurance, 0.2),
    "carer_update": (carer_update, 0.4),
    "remote_monitoring": (remote_monitoring, 0.1),
}
