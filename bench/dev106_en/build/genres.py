"""Genre generators. Each takes a Ctx and returns one marked note (str)."""
import pools as PL
from compose import P
from ctx import Ctx


def _pick(r, *opts):
    return r.choice(opts)


def _j(r, parts, k=None):
    """keep a random subset of lines (in order), at least k."""
    k = k or max(1, len(parts) - 2)
    keep = sorted(r.sample(range(len(parts)), r.randint(k, len(parts))))
    return [parts[i] for i in keep]


def _sig(c):
    r = c.r
    return _pick(r, "-- ", "— ", "/", "signed: ", "Sent by ", "") + c.staff_name() + \
        _pick(r, "", "", " " + c.pager_s(), " | " + c.ext(), " " + c.clock())


def _pt_job(c, p=None):
    r = c.r
    pr = c.profession()
    return _pick(r, f"pt is a {pr}", f"works as a {pr}", f"retired {pr}", f"occupation: {pr}",
                 f"pt works as {pr} at {c.org()}", f"{pr} at {c.org()}", f"employed by {c.org()} as a {pr}")


def _fam_line(c):
    r = c.r
    f = c.fam()
    return _pick(r, f"{f} at bedside", f"spoke w {f} {c.phone()}", f"{f} updated by phone",
                 f"{f} ({c.profession()}) asking for update", f"NOK {f} cb {c.phone()}",
                 f"{f} will visit {c.date(1)}", f"{f} wants call back before {c.clock()}",
                 f"{f} lives in {c.city()}, travelling in", f"{f} flying in from {c.country()}")


# ------------------------------------------------------------------ 1 secure chat
def secure_chat(c):
    r = c.r
    a, b = r.sample(c.staff, 2)
    msgs = [
        lambda: f"{c.pt_ref()} {c.where()} {c.age_s()} {c.lab()} - can u review? {c.pager_s()}",
        lambda: f"pls see {c.pt_name('title')} in {c.room()}, {c.vitals()}, {c.score()}",
        lambda: f"ok {c.wordy()}",
        lambda: f"family ({c.fam()}) asking for update, cb {c.phone()}",
        lambda: f"started {c.drug()}, d/w {c.staff_name()}",
        lambda: f"{c.pt_name('initdot')} {c.mrn()} for CT today, consent by {c.fam()}",
        lambda: f"thx. {c.wordy()}",
        lambda: f"{c.pt_ref()} - {_pt_job(c)}, wants to go back to work {c.date(r.randint(3, 20))}",
        lambda: f"dc planned {c.date(1)} to {c.hospital(True)}",
        lambda: f"sent the summary to {c.email()}",
        lambda: f"lab just called crit {c.lab(1, True)} on {c.pt_name()} {c.where()}",
        lambda: f"I reviewed {c.pt_name('title')} at {c.clock()} and the pt is comfortable now. {c.vitals()}.",
        lambda: f"{c.pt_ref()} {c.vitals()} at {c.clock()}, {c.score()}. Could you come and see at {c.clock()}?",
        lambda: f"repeat {c.lab(2)} sent {c.clock()}; {c.drug()} given {c.clock()}",
        lambda: f"can you cover {c.ward_s()} {c.date()} night? {c.staff_name()} is off",
        lambda: f"{c.pt_ref()} DNR confirmed w {c.fam()} {c.date()}",
        lambda: f"np. {c.clin()}",
        lambda: f"who has {c.bed()}? {c.pt_ref()} {c.age_s()} from ED",
        lambda: f"pt {c.pt_name('given')} asking for {c.staff_name(kind='dr')} again, re {c.epo()}",
        lambda: f"{c.pt_ref()} {c.where()}: {c.icd()}, on {c.drug()}",
    ]
    out = []
    if r.random() < 0.45:
        out.append(_pick(r, "Secure chat", "SecureChat thread", "TigerText", "chat export", "msg thread") +
                   f" - {c.hospital()} - {c.date(fmt=None)}")
    for i in range(r.randint(2, 7)):
        p = a if i % 2 == 0 else b
        who = _pick(r, c.staff_name(p), c.user(p), c.staff_name(p, "init"), c.staff_name(p, "given"))
        ts = _pick(r, f"[{c.hhmm()}] ", f"{c.hhmm()} ", "", f"{c.date(fmt='md' if c.reg == 'US' else 'dm')} {c.hhmm()} ")
        out.append(f"{ts}{who}: {r.choice(msgs)()}")
    return "\n".join(out)


# ------------------------------------------------------------------ 2 pager / bleep log
def pager_log(c):
    r = c.r
    style = r.choice(["csv", "pipe", "lines", "lines"])
    out = []
    if style != "lines" or r.random() < 0.5:
        out.append(_pick(r, "PAGER LOG", "Bleep log", "Paging record", "ON-CALL PAGES") + " " + c.hospital() + " " + c.date())
    n = r.randint(2, 6)
    if style == "csv":
        out.append("#,time,from,callback,to,pt,loc,msg")
        for i in range(n):
            p = Ctx(r, c.reg)
            out.append(",".join([str(i + 1), c.hhmm(), c.staff_name(kind=r.choice(["rn", "init", "role"])).replace(", ", " "),
                                 c.pager(), c.staff_name(kind="dr"), p.pt_name(r.choice(["initdot", "init", "sur", "ginit"])),
                                 c.bed(), r.choice([c.score(), c.lab(1).replace(",", ";"), "call back", "pls review", c.vitals().replace(",", ";")])]))
    elif style == "pipe":
        out.append("| # | time | from | ext | re | msg |")
        out.append("|---|---|---|---|---|---|")
        for i in range(n):
            p = Ctx(r, c.reg)
            out.append(f"| {i + 1} | {c.clock()} | {c.staff_name()} | {c.ext()} | {p.pt_ref()} {p.age_s()} {c.where()} | {c.clin()} |")
    else:
        for i in range(n):
            p = Ctx(r, c.reg)
            out.append(_pick(r,
                             f"{c.clock()} PAGE -> {c.pager()} ({c.staff_name(kind='dr')}) from {c.staff_name()} {c.pager_s()}: {c.where()} {p.pt_name()} {p.age_s()} {c.score()} pls review",
                             f"{c.clock()} bleep {c.pager()} re {p.pt_ref()} {c.bed()}: {c.vitals()}. cb {c.ext()}",
                             f"{c.hhmm()} to {c.staff_name(kind='dr')}: {p.pt_name('title')} {p.mrn()} {c.lab()} - {c.wordy()}",
                             f"{c.hhmm()} from {c.staff_name(kind='role')} ({c.pager_s()}): {p.pt_ref()} fell, {c.score()}, no injury, {c.fam()} informed",
                             f"{c.hhmm()} page to pharm {c.pager()} re {c.drug()} for {p.pt_ref()} {c.room()}"))
    return "\n".join(out)


# ------------------------------------------------------------------ 3 SBAR handover
def sbar(c):
    r = c.r
    if r.random() < 0.25:  # one-liner SBAR
        return (f"SBAR {c.date()}: S {c.pt_ref()} {c.age_s()} {c.where()} {c.vitals()} | B {c.icd()}, adm {c.date(-r.randint(1, 9))} "
                f"| A {c.score()} | R review by {c.clock()}, {c.staff_name()} {c.pager_s()}")
    hdr = _pick(r, "SBAR handover", "SBAR", "Handover (SBAR)", "ISBAR", "Shift handover") + f" {c.date()} {c.hhmm()} - {c.staff_name()} to {c.staff_name()}"
    lines = [
        hdr,
        f"S: {c.pt_name()} {c.age_s()}, {c.where()}, {c.mrn()} - {c.clin()}",
        f"B: adm {c.date(-r.randint(1, 12))} w {c.icd()}; hx {c.epo()}; lives w {c.fam()} in {c.city()}" + _pick(r, "", f", {_pt_job(c)}"),
        f"A: {c.vitals()}; {c.score()}; {c.lab()}",
        f"R: {c.drug()}, repeat labs {c.date(1)}; call {c.staff_name(kind='dr')} {c.pager_s()} if {c.score()}",
    ]
    if r.random() < 0.5:
        lines.append(_fam_line(c))
    if r.random() < 0.4:
        lines.append(_sig(c))
    return "\n".join(lines)


# ------------------------------------------------------------------ 4 nursing shift note
def nursing(c):
    r = c.r
    lines = [
        _pick(r, "Nursing note", "Night shift", "Day shift", "RN note", "Shift summary", "NURSING PROGRESS") + f" {c.date()} ({c.hhmm()}-{c.hhmm()})",
        f"Pt {c.pt_name()} {c.age_s()} {c.where()}. A&Ox{r.randint(1, 4)}. {c.vitals()}.",
        f"{c.drug()} given at {c.clock()}. {c.wordy()}.",
        _fam_line(c) + ".",
        f"{_pt_job(c)}; anxious re {_pick(r, 'job', 'bills', 'kids', 'farm', 'shop')}.",
        f"{c.epo()} - {c.lab()}.",
        f"skin: {c.score()}, turned q2h. {c.device()} in situ.",
        f"{c.clock()} {c.vitals()}; {c.clock()} {c.vitals()}; pain {r.randint(0, 10)}/10",
        f"{c.score()}, {c.score()}. {c.clin()}.",
        f"handover to {c.staff_name()}. {_sig(c)}",
    ]
    if r.random() < 0.25:
        return (f"{c.pt_name('title')} was reviewed by {c.staff_name(kind='dr')} at {c.clock()} today. "
                f"Observations are stable ({c.vitals()}) and the {c.score()} is unchanged. "
                f"{c.fam()} was updated by phone at {c.clock()}. {_sig(c)}")
    lines = [lines[0]] + _j(r, lines[1:], 3)
    if r.random() < 0.3:
        lines.append(f"dc planning: to {c.address()} w {c.fam()}")
    return "\n".join(lines)


# ------------------------------------------------------------------ 5 rapid response
def rapid(c):
    r = c.r
    lines = [
        _pick(r, "RAPID RESPONSE", "RRT call", "MET call", "Code Blue record", "Rapid response record") + f" - {c.idnum_s('case')} - {c.date(fmt=_pick(r, None, 'long'))} {c.clock()}",
        f"Location: {c.ward_s()} {c.bed()}" + _pick(r, "", f" ({c.hospital()})"),
        f"Caller: {c.staff_name()} {c.pager_s()}",
        f"Pt: {c.pt_name(_pick(r, 'SFIRST', 'full', 'sfirst', 'title'))} {c.mrn()} {c.age_s()}",
        f"Trigger: {c.vitals()}, {c.score()}",
        f"Tx: {c.drug()}; {c.drug()}; {c.lab()}",
        f"Team: {c.staff_name(kind='dr')}, {c.staff_name(kind='role')}, {c.staff_name(kind='rn')}",
        f"Outcome: {_pick(r, 'to ICU', 'stayed on ward', 'to CCU', 'to OR', 'comfort care')}; {c.fam()} notified {c.phone()}",
    ]
    t = c.times(4)
    lines.insert(5, f"Timeline: {t[0]} called; {t[1]} team arrived; {t[2]} {c.vitals()}; {t[3]} stable")
    if r.random() < 0.35:
        lines.append(f"{c.device()}; {c.epo()}")
    return "\n".join([lines[0]] + _j(r, lines[1:], 4))


# ------------------------------------------------------------------ 6 pharmacy intervention
def pharmacy(c):
    r = c.r
    if r.random() < 0.35:
        rows = ["drug | dose | issue | action | by"]
        for _ in range(r.randint(2, 4)):
            n, dose, sig = r.choice(PL.DRUGS)
            rows.append(f"{n} | {dose} {sig} | {_pick(r, 'renal adj', 'dup therapy', 'allergy', 'interaction', 'level high')} | "
                        f"{_pick(r, 'held', 'changed', 'd/c', 'reduced')} {c.date()} | {c.staff_name(kind=_pick(r, 'init', 'dr'))}")
        head = f"Pharmacy interventions {c.pt_name()} {c.mrn()} {c.where()}"
        return head + "\n" + "\n".join(rows) + "\n" + _sig(c) + _pick(r, "", ", " + c.license())
    lines = [
        _pick(r, "PHARMACY INTERVENTION", "Pharm intervention", "Clinical pharmacist note", "PI") + f" {c.idnum_s('pi')}",
        f"Date: {c.date()}  Pt: {c.pt_name()} {c.mrn()} {c.where()}",
        f"Issue: {c.drug()} w {c.lab(r.randint(1, 2))} - {_pick(r, 'renal dose adj', 'QTc risk', 'bleeding risk', 'dup anticoag', 'allergy flag')}",
        f"Prescriber: {c.staff_name(kind='dr')} ({c.pager_s()}) - {_pick(r, 'accepted', 'declined', 'modified')}",
        f"wt {r.randint(40, 140)} kg, CrCl {r.randint(8, 120)} mL/min; {c.icd()}",
        f"trough {r.randint(5, 40)}.{r.randint(0, 9)} at {c.clock()}; next dose {c.clock()}; {c.vitals()}",
        _pick(r, f"counselled pt + {c.fam()}", f"pt's own supply from {c.hospital(True)}", f"fax to {c.hospital(True)} {c.phone('FAX')}"),
        f"RPh: {_pick(r, c.staff_name(kind='cred'), c.staff_name(kind='role', role=_pick(r, 'pharm', 'pharmacist', 'clin pharm')), c.staff_name(kind='init'))} {c.license()}",
    ]
    return "\n".join([lines[0]] + _j(r, lines[1:], 3))


# ------------------------------------------------------------------ 7 lab critical value call log
def labcall(c):
    r = c.r
    out = []
    if r.random() < 0.5:
        out.append(_pick(r, "CRITICAL VALUE CALL LOG", "Crit value calls", "Lab critical results") + f" - {c.hospital()} lab - {c.date()}")
        out.append("\t".join(["time", "accession", "pt", "MRN", "test", "result", "ref", "called to", "read-back"]))
        for _ in range(r.randint(2, 5)):
            p = Ctx(r, c.reg)
            name, fn, ref = r.choice(PL.LABS)
            _, acc = p.idnum("acc")
            out.append("\t".join([c.hhmm(), acc, p.pt_name(_pick(r, "initdot", "SFIRST", "init", "sfirst")),
                                  p.mrn(bare=r.random() < 0.5), name, fn(r), ref,
                                  c.staff_name(kind=_pick(r, "rn", "dr", "init")), _pick(r, "Y", "yes", "Y")]))
        return "\n".join(out)
    name, fn, ref = r.choice(PL.LABS)
    lines = [
        f"{c.clock()} crit call: {name} {fn(r)} ({ref}) {c.idnum_s(_pick(r, 'acc', 'spec', 'lab'))}",
        f"pt {c.pt_name()} {c.mrn()} {c.where()}" + _pick(r, "", f" {c.age_s()}"),
        f"called to {c.staff_name()} {c.pager_s()}, read back OK",
        f"tech {c.staff_name(kind='init')} / {c.user()}",
        f"prev {c.lab(1)} on {c.date(-r.randint(1, 5))}",
        _pick(r, f"could not reach {c.staff_name(kind='dr')}, escalated to {c.staff_name(kind='dr')}", c.wordy()),
    ]
    return "\n".join([lines[0]] + _j(r, lines[1:], 2))


# ------------------------------------------------------------------ 8 bed huddle
def huddle(c):
    r = c.r
    out = [_pick(r, "Bed huddle", "BED MGMT HUDDLE", "Capacity huddle", "Flow huddle") + f" {c.date()} {c.hhmm()} - lead {c.staff_name(kind='role')}"]
    generic = ["ICU", "CCU", "Step-down", "Peds", "L&D", "Med-Surg", "Ortho", "Onc", "HDU", "Maternity"]
    if r.random() < 0.6:
        out.append("| unit | open | pending | dc | notes |")
        for _ in range(r.randint(2, 5)):
            p = Ctx(r, c.reg)
            unit = P("HOSPITAL", r.choice(PL.WARDS[c.reg])) if r.random() < 0.6 else r.choice(generic)
            note = _pick(r, f"{p.pt_name(_pick(r, 'initdot', 'init', 'sur', 'ginit'))} ({p.age_s()}) in ED for {c.bed()}",
                         f"{p.pt_ref()} dc to {c.hospital(True)} {c.date(1)}",
                         f"{p.pt_ref()} {c.room()} iso - {_pick(r, 'MRSA', 'CDiff', 'TB r/o', 'Lassa r/o', 'measles r/o')}",
                         f"{p.pt_ref()} waiting on ride w {p.fam()}",
                         f"{p.pt_ref()} transfer from {c.hospital(True)} {c.date()}",
                         f"{c.bed()} blocked, {c.device()} broken")
            out.append(f"| {unit} | {r.randint(0, 6)} | {r.randint(0, 9)} | {r.randint(0, 5)} | {note} |")
    else:
        for _ in range(r.randint(2, 6)):
            p = Ctx(r, c.reg)
            out.append("- " + _pick(r, f"{P('HOSPITAL', r.choice(PL.WARDS[c.reg]))}: {r.randint(0, 5)} open, {p.pt_ref()} {p.age_s()} for {c.bed()}",
                                    f"{r.choice(generic)} full; {p.pt_ref()} boarding in ED {c.bed()} since {c.clock()}",
                                    f"dc {p.pt_name()} {c.room()} - {p.fam()} picking up {c.date()}",
                                    f"{p.pt_ref()} {p.mrn()} accepted to {c.hospital(True)}, transport {c.date(1)}",
                                    f"{c.ward_s()} short 2 RNs; {c.staff_name(kind='role')} to float"))
    if r.random() < 0.5:
        out.append(f"ED boarders {r.randint(0, 30)}, longest {r.randint(1, 40)} h; {r.randint(0, 12)} dc before {c.clock()}")
    if r.random() < 0.4:
        out.append(f"next huddle {c.date(1)} {c.clock()}; bedflow {c.role_email()}")
    return "\n".join(out)


# ------------------------------------------------------------------ 9 patient transport request
def transport(c):
    r = c.r
    dob_off = -365 * c.age - r.randint(0, 300)
    vendor = P("ORGANIZATION", r.choice(PL.TRANSPORT_ORGS))
    lines = [
        _pick(r, "TRANSPORT REQUEST", "Pt transport req", "Ambulance booking", "Inter-facility transfer") + f" {c.idnum_s('tr')}",
        f"Pt: {c.pt_name(_pick(r, 'SFIRST', 'full', 'mi', 'sfirst'))} DOB {c.date(dob_off, _pick(r, 'mdy', 'dmy', 'iso', 'dMy'))} {c.age_s()}",
        f"Pickup: {c.where()}, {c.hospital()}" + _pick(r, "", f" ({c.landmark()} entrance)"),
        _pick(r, f"Dropoff: {c.address()}", f"To: {c.hospital(True)}, {c.city()}", f"Home: {c.address()}"),
        f"Mode: {_pick(r, 'stretcher', 'wheelchair', 'ALS', 'BLS', 'bariatric')} - {_pick(r, 'O2 2L', 'O2 4L NC', 'on RA', 'BiPAP')}; {c.device()}",
        f"Vendor: {vendor} unit {c.vehicle()}",
        f"Contact: {c.fam()} {c.phone()}" + _pick(r, "", f"; fax {c.phone('FAX')}"),
        f"Requested by {c.staff_name()} {c.pager_s()} on {c.date()} {c.clock()}; pickup window {c.clock()}-{c.clock()}",
        f"last obs {c.clock()}: {c.vitals()}; {c.score()}",
        f"{c.url()} ref sent to {c.role_email()}",
    ]
    return "\n".join([lines[0]] + _j(r, lines[1:], 5))


# ------------------------------------------------------------------ 10 interpreter service log
def interpreter(c):
    r = c.r
    lang = c.lang()
    agency = P("ORGANIZATION", r.choice(PL.INTERP_ORGS))
    interp = c.person()
    if r.random() < 0.3:  # one-line log entry(ies)
        out = []
        for _ in range(r.randint(1, 3)):
            p = Ctx(r, c.reg)
            out.append(f"{c.date()} {c.clock()} {lang} {_pick(r, 'VRI', 'phone', 'in-person')} {r.randint(5, 60)} min - "
                       f"{p.pt_ref()} {c.where()} - interp {c.staff_name(interp, 'given')} ({agency}, ID {P('IDNUM', str(r.randint(10000, 99999)))})")
        return "\n".join(out)
    lines = [
        _pick(r, "INTERPRETER SERVICES LOG", "Interp log", "Language services", "Interpreter encounter") + f" {c.idnum_s('job')}",
        f"{c.date()} {c.clock()} | lang: {lang} | mode: {_pick(r, 'VRI', 'OPI', 'in-person', 'phone')} | {r.randint(5, 75)} min",
        f"interp: {c.staff_name(interp, _pick(r, 'given', 'init', 'given'))}" + _pick(r, "", " (" + c.lang() + ")", " #" + P("IDNUM", str(r.randint(100, 999)))) + f" via {agency}",
        f"pt: {c.pt_name()} {c.age_s()} {c.where()}, from {c.country()}" + _pick(r, "", f", arrived {c.date(-r.randint(30, 900), 'My')}"),
        f"present: {c.staff_name(kind='dr')}, {c.fam()}",
        f"topic: consent for {_pick(r, 'CT w contrast', 'central line', 'C-section', 'dialysis', 'OGD')}; {c.epo()}",
        _pick(r, f"VRI link {c.url()}", f"VRI cart {c.ip()}", f"station IP {c.ip()}", f"booked by {c.role_email()}"),
        f"pt declined family interpreting; {c.wordy()}",
        "start %s end %s; %s noted by RN" % tuple(c.times(2) + [c.vitals()]),
    ]
    return "\n".join([lines[0]] + _j(r, lines[1:], 5))


# ------------------------------------------------------------------ 11 registration desk / admissions clerk note
def registration(c):
    r = c.r
    dob_off = -365 * c.age - r.randint(0, 300)
    lines = [
        _pick(r, "Registration", "ADMISSIONS", "Reg desk note", "Front desk") + f" - {c.hospital()} - {c.date()} {c.clock()}",
        f"Name: {c.pt_name(_pick(r, 'SFIRST', 'sfirst', 'full', 'mi'))}  DOB: {c.date(dob_off, _pick(r, 'mdy', 'dmy', 'iso', 'dMy'))}  Age: {P('AGE', str(c.age))}",
        f"Addr: {c.address()}",
        f"Tel: {c.phone()}" + _pick(r, "", f"  Email: {c.email(c.pt)}"),
        f"{c.ssn()}  {c.plan()}" + _pick(r, "", f" ({P('ORGANIZATION', r.choice(PL.INSURERS[c.reg]))})"),
        f"{c.account()}  {c.mrn()}",
        f"Employer: {c.org()}  Occupation: {c.profession()}",
        f"NOK: {c.fam()} {c.phone()}",
        f"{c.bioid()} enrolled; photo ID {c.dl()}",
        f"clerk {c.staff_name(kind=_pick(r, 'given', 'init'))} ({c.user()})",
        f"triage {c.clock()}: {c.vitals()}; {c.score()}",
    ]
    return "\n".join([lines[0]] + _j(r, lines[1:], 5))


# ------------------------------------------------------------------ 12 EHR access / downtime log
def ehr_access(c):
    r = c.r
    u = r.choice(c.staff)
    lines = [
        _pick(r, "EHR access review", "Clinical IT ticket", "Downtime log", "Access audit") + f" {c.idnum_s('tkt')} {c.date()}",
        f"user {c.user(u)} ({c.staff_name(u, kind=_pick(r, 'cred', 'dr', 'rn'))}) opened chart {c.mrn()} ({c.pt_name()}) from {c.ip()} at {c.clock()}",
        f"2FA code sent to {c.email()}; locked after {r.randint(2, 5)} attempts",
        f"reset via {c.url()}; helpdesk {c.phone(ext=True)}",
        f"{c.device(_pick(r, 'WOW cart', 'workstation on wheels', 'badge reader', 'Vocera badge', 'barcode scanner'))} in {c.room()}",
        f"downtime forms faxed to {c.phone('FAX')} ({c.ward_s()})",
        f"reason: {_pick(r, 'care team', 'billing query', 'VIP flag', 'self-lookup', 'family member chart')}; {c.account()}",
        f"reviewed by {c.staff_name(kind='role')} {c.date(1)}",
    ]
    return "\n".join([lines[0]] + _j(r, lines[1:], 4))


GENRES = {
    "secure_chat": secure_chat,
    "pager_log": pager_log,
    "sbar_handover": sbar,
    "nursing_shift_note": nursing,
    "rapid_response_record": rapid,
    "pharmacy_intervention": pharmacy,
    "lab_critical_call": labcall,
    "bed_huddle": huddle,
    "transport_request": transport,
    "interpreter_log": interpreter,
    "registration_desk": registration,
    "ehr_access_log": ehr_access,
}
