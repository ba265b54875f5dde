"""Thirteen genre writers. Each takes a Case and returns marked text (PHI wrapped by compose.P)."""
from compose import P, fmt_date
import negs as N
import pools


def sig(c, i=0, contact=True):
    r, s = c.r, c.staff[i]
    name = r.choice([P("DOCTOR", s.full) + (f", {s.cred}" if s.cred else ""),
                     P("DOCTOR", s.full) + (f" {s.cred}" if s.cred else ""),
                     f"{s.role} " + P("DOCTOR", s.full)])
    lines = [r.choice(["Signed: ", "Sig: ", "-- ", "", "Author: "]) + name]
    if contact:
        k = r.random()
        if k < 0.4:
            lines.append(f"Tel {c.phone()}" + (f" | {c.pager()}" if r.random() < 0.5 else ""))
        elif k < 0.7:
            lines.append(f"{c.email(s, org=True)}")
        else:
            lines.append(f"{s.role} | {P('HOSPITAL', c.hosp)} | {c.phone(ext=True)}")
    return "\n".join(lines)


def cc_block(c):
    r = c.r
    items = [f"GP - Dr {P('DOCTOR', c.staff[1].surname)}, {P('HOSPITAL', c.practice)}",
             f"{c.staff[2].role} {P('DOCTOR', c.staff[2].full)}", f"{c.ptn('title_full')} (patient)",
             f"{P('HOSPITAL', c.hosp)} records", f"{P('HOSPITAL', c.pharmacy)} (fax {c.fax()})"]
    return "cc: " + r.choice(["; ", "\n    "]).join(r.sample(items, r.randint(2, 4)))


VIEWS = ["I don't want him in trouble", "I just want it to stop", "she is my only family"]


JOINED = ["home", "car park at work", "her sister's house", "his bedroom"]


DM = {"US": ["md", "mdY", "short_us"], "CA": ["iso", "md", "short_us"], "UK": ["dm", "dmY", "short_uk", "dbY"],
      "AU": ["dm", "dmY", "short_uk"]}


def pick(r, blocks, lo, hi=None):
    hi = hi or len(blocks)
    k = min(len(blocks), r.randint(lo, hi))
    chosen = sorted(r.sample(range(len(blocks)), k))
    return [blocks[i]() if callable(blocks[i]) else blocks[i] for i in chosen]


def clin(c, heavy=False):
    """Clinical background block: dense hard negatives plus a date or two."""
    r = c.r
    parts = []
    e = r.sample(N.EPONYMS, 2)
    parts.append(r.choice([f"PMH: {e[0]}; {N.icd(r)}; {e[1]} ({N.icd(r)}).",
                           f"Background: {N.icd(r)} / {N.icd(r)}, {e[0]}, {r.choice(['T2DM', 'COPD', 'HTN', 'AF', 'OA'])}.",
                           f"Dx: {N.icd(r)}, {N.icd(r)}. Hx {e[0]}, {e[1]}."]))
    meds = [N.drug(r) for _ in range(r.randint(3, 6))]
    sty = r.choice(["semi", "list", "num"])
    if sty == "semi":
        parts.append("Meds: " + "; ".join(meds) + ".")
    elif sty == "list":
        parts.append("Current medication:\n" + "\n".join(f"- {m}" for m in meds))
    else:
        parts.append("Rx:\n" + "\n".join(f"{i}) {m}" for i, m in enumerate(meds, 1)))
    for _ in range(r.randint(1, 3 if heavy else 2)):
        parts.append(f"Bloods {c.d(-r.randint(1, 60), r.choice(DM[c.c]))} {N.tm(r, 'colon')}: {N.labs(r, c.c, r.randint(5, 10))}.")
    for _ in range(r.randint(1, 3 if heavy else 2)):
        parts.append(f"Obs {N.tm(r)}: {N.vitals(r, r.randint(4, 7))}.")
    parts.append("Scores: " + ", ".join(N.score(r) for _ in range(r.randint(2, 4))) + ".")
    return "\n".join(parts)


# ---------------------------------------------------------------- 1 CPN visit
def cpn_visit(c):
    r = c.r
    s0 = c.staff[0]
    head = r.choice(["CPN HOME VISIT", "Community Mental Health Team - contact note", "CMHT HOME VISIT NOTE",
                     "Community psychiatric nursing: home visit"])
    hdr = [head,
           f"Patient: {c.ptn('sfirst')}    DOB: {c.dob_s()} ({P('AGE', c.age)})    {c.mrn_label()}: {c.mrn()}",
           f"Address: {c.address()}",
           f"Visit: {c.d(0, full=True)} {N.tm(r)}  ({r.choice(['planned', 'unplanned', 'joint visit'])})"]
    if r.random() < 0.5:
        hdr.append(f"Present: pt, {c.famn(0)}, {c.stn(0, 'gi')}")
    body = [
        lambda: f"Seen at home with {c.famn(0)}. {c.ptn('title')} is a {c.age_s('year')} with {N.icd(r)} "
                f"({r.choice(['paranoid schizophrenia', 'bipolar affective disorder', 'recurrent depression', 'EUPD', 'schizoaffective disorder'])}).",
        lambda: f"{c.ptn('given')} {r.choice(['answered door promptly', 'was in bed when we arrived', 'had tidied flat'])}. "
                f"MSE: {r.choice(['kempt', 'unkempt', 'casually dressed'])}, good rapport, speech nl rate/vol, mood '{r.choice(['ok', 'flat', 'rubbish', 'better'])}', "
                f"affect {r.choice(['reactive', 'restricted', 'blunted'])}, no FTD, denies AVH. Insight partial.",
        lambda: f"Depot: {N.depot(r)} given {r.choice(['L', 'R'])} {r.choice(['glute', 'deltoid'])} by {c.stn(0, 'init')} at {N.tm(r)}. "
                f"Next due {c.d(28)}.",
        lambda: f"Meds: {N.drug(r)}; {N.drug(r)}; {N.drug(r)}. Compliance {r.choice(['good', 'patchy', 'self-reported good'])}, blister pack from {P('HOSPITAL', c.pharmacy)}.",
        lambda: f"Bloods {c.d(-r.randint(3, 20))}: {N.labs(r, c.c)}.",
        lambda: f"Obs: {N.vitals(r)}. {N.score(r, 'PHQ-9')}, {N.score(r, 'GAD-7')}.",
        lambda: f"Social: {r.choice(['lives alone in', 'lives with ' + c.famn(1) + ' in'])} "
                f"{r.choice(['a 1-bed flat', 'a council flat', 'a shared house', 'a terraced house'])}. "
                + r.choice([f"Works part time as a {P('PROFESSION', c.prof)} at {P('ORGANIZATION', c.employer)}.",
                            f"Previously worked as a {P('PROFESSION', c.prof)} until {P('DATE', c.base.year - r.randint(1, 9))}.",
                            f"Retired {P('PROFESSION', c.prof)}. Originally from {P('COUNTRY', c.abroad)}."]),
        lambda: f"Risk: no current SI/intent, {r.choice(['no DSH since', 'last DSH'])} {P('DATE', fmt_date(c.base.replace(day=1), 'monY'))}. "
                f"Protective: {c.famn(2)}, {r.choice(['pets', 'faith', 'grandchildren', 'work'])}.",
        lambda: N.word_sent(r) + " " + N.word_sent(r),
        lambda: f"{c.famn(0, 'given')} reports {c.ptn('given')} sleeping {r.randint(3, 11)} hrs, eating {r.choice(['well', 'poorly', 'one meal a day'])}. "
                f"Can be reached on {c.phone(mobile=True)}.",
    ]
    plan = [f"Plan:",
            f"1. Review with {c.stn(1, 'dr')} in clinic at {P('HOSPITAL', c.hosp)} on {c.d(r.randint(5, 20), r.choice(['wd_dm', 'wd_md', 'wdl_uk', 'wdl_us']))}.",
            f"2. Next CPN visit {c.d(r.randint(7, 14))} {N.tm(r, 'ampm')}.",
            f"3. {N.word_sent(r)}"]
    if r.random() < 0.4:
        plan.append(f"4. Crisis line given ({c.phone()}); {c.ptn('init')} aware.")
    return "\n".join(hdr) + "\n\n" + "\n".join(pick(r, body, 6)) + "\n" + clin(c) + "\n\n" + "\n".join(plan) + "\n\n" + sig(c, 0)


# ---------------------------------------------------------------- 2 crisis log
def crisis_log(c):
    r = c.r
    lines = [r.choice(["CRISIS RESOLUTION & HOME TREATMENT - CONTACT LOG", "Crisis team log", "ACUTE CARE TEAM - LOG",
                       "Mobile crisis unit - running log"]),
             f"Client: {c.ptn(r.choice(['full', 'sfirst', 'mid']))} | {c.mrn_label()} {c.mrn()} | {c.age_s(r.choice(['slash', 'sex', 'yo']))}",
             f"Referral {c.idnum('referral')} from {r.choice(['ED', 'GP', 'police', 'self', 'family'])}"]
    day = 0
    ents = [
        lambda: f"{c.famn(0)} phoned ({c.phone(mobile=True)}) - {c.ptn('given')} not answering, "
                f"last seen {c.d(day - 1, r.choice(['wd', 'wd3']))}. Advised to call police if concerned.",
        lambda: f"Police CAD {c.idnum('cad')}: pt found near {c.landmark()}, s136 considered. Officer {P('FAMILY', c.rel[3].full)} "
                f"attended.",
        lambda: f"Pt located in own car reg {c.vehicle()} in {P('LOCATION_OTHER', r.choice(pools.LANDMARKS))}, engine off. Keys handed to {c.famn(1)}.",
        lambda: f"Home visit by {c.stn(0)} and {c.stn(1)}. {N.vitals(r)}. Pt tearful, {N.score(r, 'CIWA')}.",
        lambda: f"Discussed with on-call {c.stn(2, 'dr')} ({c.pager()}). Plan: {N.drug(r)} stat, review {N.tm(r)}.",
        lambda: f"Taken to ED at {P('HOSPITAL', c.hosp)}, {r.choice(['cubicle', 'bay', 'room'])} {P('LOCATION_OTHER', r.randint(1, 24))}. "
                f"Obs {N.vitals(r, 3)}. Paracetamol level and {N.labs(r, c.c, 3)} sent.",
        lambda: f"Bed found on {P('HOSPITAL', c.ward)}, {P('HOSPITAL', r.choice(pools.HOSP_STEM) + ' ' + r.choice(pools.HOSP_KIND))}, bed {P('LOCATION_OTHER', r.randint(1, 20))}. Informal.",
        lambda: f"Tel call to pt: {N.word_sent(r)} Safety plan reviewed; {c.famn(2)} staying over.",
        lambda: f"{c.ptn('init')} reports taking {r.randint(8, 30)} x {N.drug(r, sig=False)} approx {N.tm(r)}. 999 called.",
        lambda: f"{c.stn(3, 'init')} spoke to GP {c.stn(1, 'dr')} at {P('HOSPITAL', c.practice)}, {c.phone()}; "
                f"fax {c.fax()}.",
        lambda: f"Address confirmed: {c.address()}. Key safe code held on {r.choice(['RiO', 'EPR', 'file'])}.",
        lambda: f"Pt works as a {P('PROFESSION', c.prof)}; employer {P('ORGANIZATION', c.employer)} aware of sick leave until {c.d(day + 14)}.",
        lambda: f"Risk formulation updated. {N.icd(r)}. {N.score(r, r.choice(['HoNOS', 'K10', 'AUDIT']))}.",
    ]
    body = []
    for e in pick(r, ents, 7):
        day += r.choice([0, 0, 0, 1])
        stamp = r.choice([f"{c.d(day, 'dm' if c.c != 'US' else 'md')} {N.tm(r, 'colon')}", f"{c.d(day, full=True)} {N.tm(r, 'hrs')}",
                          f"[{c.d(day, 'iso')} {N.tm(r, 'colon')}]"])
        who = r.choice([c.stn(r.randrange(5), 'init'), c.stn(r.randrange(5), 'given'), c.stn(r.randrange(5), 'gi')])
        body.append(r.choice([f"{stamp} {who}: {e}", f"{stamp} - {e} ({who})", f"{stamp} | {who} | {e}"]))
    return "\n".join(lines) + "\n\n" + "\n".join(body) + "\n\n" + (clin(c) + "\n\n" if r.random() < 0.8 else "") + sig(c, r.randrange(5))


# ---------------------------------------------------------------- 3 therapy session
def therapy(c):
    r = c.r
    n = r.randint(2, 18)
    p0 = c.ptn(r.choice(['full', 'title_full', 'mid']))
    h = r.choice([f"Session {n} of {n + r.randint(0, 10)} - {r.choice(['CBT', 'DBT skills', 'EMDR', 'IPT', 'CAT', 'person-centred counselling'])}",
                  f"THERAPY PROGRESS NOTE (session #{n})", f"Psychological therapy - session note"])
    meta = [h, f"Client: {p0}   {c.mrn_label()}: {c.mrn()}",
            f"Date: {c.d(0, full=True)}   Time: {N.tm_range(r)}   Location: {r.choice([P('HOSPITAL', c.hosp), P('HOSPITAL', c.practice), 'video'])}",
            f"Therapist: {c.stn(0, 'cred')}"]
    paras = [
        lambda: f"{c.ptn('given')} arrived on time and appeared {r.choice(['tired', 'brighter than last week', 'anxious', 'flat'])}. "
                f"{c.ptn('title')} said that the week since {c.d(-7, r.choice(['wd', 'short_uk', 'short_us']))} had been "
                f"\"{r.choice(['a write-off', 'up and down', 'better than I expected', 'really hard'])}\". {N.score(r, 'PHQ-9')} and {N.score(r, 'GAD-7')} today.",
        lambda: f"We revisited the formulation. The client described an argument with {c.famn(0)} over "
                f"{r.choice(['money', 'the children', 'drinking', 'housework'])}, and said {c.famn(0, 'given', False)} "
                f"had threatened to leave before {c.holiday()}.",
        lambda: f"{c.ptn('given')} works as a {P('PROFESSION', c.prof)} at {P('ORGANIZATION', c.employer)} and has been off sick since "
                f"{c.d(-r.randint(20, 90))}. A phased return is planned from {c.d(r.randint(7, 30))} to {c.d(r.randint(31, 60))}.",
        lambda: f"We discussed early memories of growing up in {P('CITY', r.choice(pools.PLACES[r.choice(list(pools.PLACES))])[0])} "
                f"and moving to {P('COUNTRY', c.abroad)} aged {P('AGE', r.randint(5, 16))} with {c.famn(1)}.",
        lambda: f"{N.word_sent(r)} {N.word_sent(r)} The client reported taking {N.drug(r)} as prescribed by {c.stn(1, 'dr')}.",
        lambda: f"Homework: thought record daily; behavioural activation - walk to {c.landmark()} three times. "
                f"Attend {P('ORGANIZATION', r.choice(pools.CHURCHES + pools.CHARITIES))} group on {c.d(r.randint(1, 6), 'wd')}.",
        lambda: f"Risk: denies thoughts of self-harm; last episode {P('DATE', c.base.year - r.randint(1, 6))}. "
                f"Safety plan shared with {c.famn(2)}. Out-of-hours: {c.phone()}.",
        lambda: f"Outcome measures: {N.score(r, 'CORE-10')}; {N.score(r, 'PHQ-9')}. Diagnosis {N.icd(r)}.",
    ]
    ps = pick(r, paras, 5)
    tail = f"Next session: {c.d(r.choice([7, 14]), r.choice(['wdl_uk', 'wdl_us', 'wd_dm']))} at {N.tm(r, 'ampm')}."
    return "\n".join(meta) + "\n\n" + "\n\n".join(ps) + ("\n\nMedical summary (GP record):\n" + clin(c) if r.random() < 0.7 else "") + "\n\n" + tail + "\n" + sig(c, 0, contact=r.random() < 0.6)


# ---------------------------------------------------------------- 4 care home daily log
def carehome(c):
    r = c.r
    room = r.randint(1, 60)
    hdr = [f"{P('HOSPITAL', c.carehome)} - {r.choice(['Daily Care Record', 'Resident daily log', 'Shift notes'])}",
           f"Resident: {c.ptn(r.choice(['sfirst', 'title_full', 'full']))}  Room {P('LOCATION_OTHER', room)}  "
           f"DOB {c.dob_s()}  {c.age_s('yrs')}",
           f"GP: Dr {P('DOCTOR', c.staff[1].surname)}, {P('HOSPITAL', c.practice)}   NOK: {c.famn(0, 'full')} {c.phone()}"]
    shifts = []
    for k in range(r.randint(3, 6)):
        d = c.d(k // 2, r.choice(['dm' if c.c != 'US' else 'md', 'short_uk' if c.c != 'US' else 'short_us']))
        sh = r.choice(["Early", "Late", "Night", "AM", "PM"])
        txt = r.choice([
            f"Assisted with personal care x2. Ate {r.choice(['1/2', 'all', '3/4', 'little'])} of breakfast. Fluids {r.randint(600, 1600)} mL. "
            f"{N.word_sent(r)}",
            f"{c.ptn('given')} {r.choice(['settled', 'restless', 'calling out', 'pleasant'])} overnight, checked 2-hrly. Pad changed {N.tm(r)} and {N.tm(r)}.",
            f"{c.famn(0)} visited {N.tm(r, 'ampm')}-{N.tm(r, 'ampm')}; brought clothes. Asked about {c.holiday()} plans.",
            f"Seen by Dr {P('DOCTOR', c.staff[1].surname)} (GP) re {r.choice(['UTI', 'cough', 'skin tear', 'low mood'])}: {N.drug(r)} started. Obs {N.vitals(r)}.",
            f"Fall in {r.choice(['bathroom', 'lounge', 'corridor'])} at {N.tm(r)}, found by {c.stn(4, 'given')}. No head injury, GCS 15. "
            f"Datix {c.idnum('datix')}.",
            f"Bowels open - Bristol stool chart type {r.randint(1, 7)}. {N.score(r, 'Waterlow')}, {N.score(r, 'MUST')}.",
            f"Sat in the garden room with {c.famn(1)}. {N.word_sent(r)} Repositioned {N.tm(r)}. Air mattress SN {c.device()} checked.",
            f"Pharmacy ({P('HOSPITAL', c.pharmacy)}) delivered {N.drug(r, sig=False)}. {N.word_sent(r)}",
            f"Moved to room {P('LOCATION_OTHER', r.randint(1, 60))} for redecoration. {c.ptn('title')} {r.choice(['unsettled by move', 'happy with view'])}.",
        ])
        who = r.choice([c.stn(r.randrange(5), 'init'), c.stn(r.randrange(5), 'gi'), c.stn(r.randrange(5), 'given')])
        shifts.append(r.choice([f"{d} {sh}: {txt} - {who}", f"{d} | {sh} | {txt} | {who}", f"[{sh} {d}] {who}: {txt}"]))
    fluids = ""
    if r.random() < 0.55:
        rows = [f"{N.tm(r)}\t{r.choice(['tea', 'water', 'juice', 'milk', 'squash'])}\t{r.choice([100, 150, 200, 250])}\t{c.stn(r.randrange(5), 'init')}"
                for _ in range(r.randint(3, 7))]
        fluids = "\nFluid chart " + c.d(0, r.choice(['dm', 'dmY', 'mdY'])) + "\ntime\tdrink\tmL\tinit\n" + "\n".join(rows) + \
                 f"\ntotal\t\t{r.randint(800, 1800)}\t\n"
    return "\n".join(hdr) + "\n\n" + clin(c, heavy=True) + "\n\n" + "\n".join(shifts) + "\n" + fluids


# ---------------------------------------------------------------- 5 wound chart
def wound(c):
    r = c.r
    site = r.choice(["L lateral malleolus", "R heel", "sacrum", "L shin", "R gaiter area", "L 1st toe", "coccyx"])
    hdr = [r.choice(["DISTRICT NURSING - WOUND ASSESSMENT CHART", "Community nursing wound care record",
                     "Leg ulcer clinic - wound chart", "Home health wound flowsheet"]),
           f"Name: {c.ptn(r.choice(['sfirst', 'full']))}   {c.mrn_label()}: {c.mrn()}   DOB: {c.dob_s()}",
           f"Address: {c.address()}   Tel: {c.phone()}",
           f"GP: {c.stn(1, 'dr')} ({P('HOSPITAL', c.practice)})   Caseload: {r.choice(['North', 'Team 3', 'East', 'Central'])}",
           f"Wound: {site}, {r.choice(['venous leg ulcer', 'pressure ulcer cat 3', 'pressure ulcer cat 2', 'diabetic foot ulcer', 'surgical wound'])} "
           f"({N.icd(r)}), onset {P('DATE', fmt_date(c.base.replace(day=1), r.choice(['monY', 'mon'])))}"]
    L, W = r.randint(15, 80) / 10, r.randint(10, 60) / 10
    style = r.choice(["pipe", "csv", "fixed", "tab"])
    rows, off = [], 0
    for k in range(r.randint(4, 8)):
        off = off + r.choice([2, 3, 3, 4, 7]) if k else 0
        d = c.d(off, r.choice(DM[c.c]) if k else None, full=not k)
        L, W = max(0.3, round(L - r.randint(0, 6) / 10, 1)), max(0.2, round(W - r.randint(0, 4) / 10, 1))
        rows.append([d, f"{L}", f"{W}", f"{r.randint(1, 8) / 10}", r.choice(["low", "mod", "high", "nil"]),
                     r.choice(["slough 20%", "gran 80%", "gran 100%", "epith", "slough 50%"]),
                     r.choice(["Aquacel + 2-layer", "Inadine, K2", "foam + film", "Sorbact", "Flaminal"]),
                     str(r.randint(0, 6)), c.stn(r.randrange(5), 'init')])
    head = ["date", "L cm", "W cm", "D cm", "exudate", "bed", "dressing", "pain", "init"]
    if style == "pipe":
        tab = "| " + " | ".join(head) + " |\n|" + "---|" * len(head) + "\n" + "\n".join("| " + " | ".join(x) + " |" for x in rows)
    elif style == "csv":
        tab = ",".join(head) + "\n" + "\n".join(",".join(x) for x in rows)
    elif style == "tab":
        tab = "\t".join(head) + "\n" + "\n".join("\t".join(x) for x in rows)
    else:
        tab = "  ".join(h.ljust(9) for h in head) + "\n" + "\n".join("  ".join(x[0:1] + [v.ljust(9) for v in x[1:]]) for x in rows)
    extra = [
        lambda: f"ABPI (Doppler) {c.d(-r.randint(10, 90))}: R {r.randint(70, 130) / 100}, L {r.randint(70, 130) / 100}. "
                f"{N.score(r, 'Waterlow')}, {N.score(r, 'Braden')}.",
        lambda: f"Swab {c.idnum('spec')} sent {c.d(0, 'dm' if c.c != 'US' else 'md')}: {r.choice(['MSSA', 'no growth', 'Pseudomonas', 'mixed growth'])}. {N.labs(r, c.c, 3)}.",
        lambda: f"Equipment: dynamic mattress serial {c.device()}; heel boots. {N.word_sent(r)}",
        lambda: f"{c.famn(0)} helps with {r.choice(['creams', 'stockings', 'shopping'])}; {c.ptn('title')} {r.choice(['concordant', 'removes bandages at night'])}.",
        lambda: f"Analgesia: {N.drug(r)}. {N.vitals(r, 3)}. HbA1c and {N.labs(r, c.c, 2)} due.",
        lambda: f"Referred to TVN {c.stn(2, 'gi')} on {c.d(3)}; vascular clinic at {P('HOSPITAL', c.hosp)} {c.d(r.randint(14, 40))}.",
        lambda: f"Visits {r.choice(['twice weekly', 'alternate days'])}; key safe at door. {N.word_sent(r)}",
    ]
    return "\n".join(hdr) + "\n\n" + tab + "\n\n" + clin(c) + "\n" + "\n".join(pick(r, extra, 3, 6)) + "\n" + sig(c, 0, contact=r.random() < 0.5)


# ---------------------------------------------------------------- 6 OT home assessment
def ot_assess(c):
    r = c.r
    hdr = [r.choice(["OCCUPATIONAL THERAPY HOME ASSESSMENT", "OT home visit report", "Occupational Therapy - functional assessment"]),
           f"Client: {c.ptn(r.choice(['title_full', 'full', 'sfirst']))}, {c.age_s(r.choice(['yo', 'aged', 'year']))}",
           f"Ref no: {c.idnum('referral')}   Referrer: {c.stn(1, 'dr')}",
           f"Visit {c.d(0, full=True)} with {c.stn(0, 'cred')}; also present {c.famn(0)}"]
    sec = [
        lambda: f"Home: {r.choice(['2-storey semi', 'ground floor flat', 'bungalow', 'third floor flat, lift broken'])} at {c.address()}. "
                f"{r.randint(1, 14)} steps to front door, rail {r.choice(['L', 'R', 'nil'])}. {N.word_sent(r)}",
        lambda: f"PMH: {N.eponym(r)}, {N.icd(r)}, falls x{r.randint(1, 6)} since {c.d(-r.randint(30, 200))}. "
                f"{N.score(r, 'Barthel')}; {N.score(r, 'Rockwood')}; {N.score(r, 'MoCA')}.",
        lambda: f"Transfers: bed - SBA; chair - independent with {r.choice(['perching stool', 'walking frame', 'stick'])}; toilet - needs frame. "
                f"TUG {r.randint(9, 40)} s.",
        lambda: f"Equipment issued: {r.choice(['raised toilet seat', 'bath board', 'perching stool', 'commode'])} (asset {c.device()}), "
                f"{r.choice(['pendant alarm', 'bed lever', 'chair raisers'])} serial {c.device()}.",
        lambda: f"Occupational history: {c.ptn('given')} was a {P('PROFESSION', c.prof)} for {r.randint(5, 40)} years at {P('ORGANIZATION', c.employer)}. "
                f"Enjoys {r.choice(['gardening', 'darts', 'baking', 'crosswords'])}.",
        lambda: f"Carer: {c.famn(0, 'full')} ({c.famn(0, 'given', False)}) visits daily; works as a {P('PROFESSION', r.choice(pools.PROFESSIONS))}. "
                f"Contact {c.phone(mobile=True)}, {c.email(c.rel[0])}.",
        lambda: f"Meds reviewed with pharmacist at {P('HOSPITAL', c.pharmacy)}: {N.drug(r)}, {N.drug(r)}.",
        lambda: f"Driving: still drives ({c.vehicle()}); advised to inform licensing authority. {N.word_sent(r)}",
        lambda: f"Obs: {N.vitals(r, 3)}. Lying/standing BP {r.randint(120, 160)}/{r.randint(60, 90)} -> {r.randint(95, 130)}/{r.randint(55, 85)}.",
    ]
    goals = "Goals:\n" + "\n".join(f"- {g}" for g in r.sample([
        "safe bathing with equipment", "independent meal preparation", "reduce falls", f"return to {P('ORGANIZATION', r.choice(pools.CHURCHES))} weekly",
        "manage stairs with rail", f"walk to {c.landmark()}", "access community transport"], 3))
    fu = f"Review {c.d(r.randint(10, 40))}. " + (f"Stair rail request sent to {P('ORGANIZATION', r.choice(pools.CHARITIES))}." if r.random() < 0.5 else "")
    return "\n".join(hdr) + "\n\n" + "\n".join(pick(r, sec, 5)) + "\n" + clin(c) + "\n\n" + goals + "\n" + fu + "\n\n" + sig(c, 0) + \
        ("\n" + cc_block(c) if r.random() < 0.5 else "")


# ---------------------------------------------------------------- 7 physio / SLT
def physio_slt(c):
    r = c.r
    slt = r.random() < 0.5
    bed = f"{P('HOSPITAL', c.ward)}, bed {P('LOCATION_OTHER', r.randint(1, 28))}" if r.random() < 0.5 else \
        f"room {P('LOCATION_OTHER', str(r.randint(1, 40)) + r.choice(['', 'A', 'B']))}, {P('HOSPITAL', c.hosp)}"
    if slt:
        title = r.choice(["SLT dysphagia review", "SPEECH AND LANGUAGE THERAPY NOTE", "SLP swallow assessment"])
        S = f"S: {c.ptn('title')} reports coughing with thin fluids since {c.d(-r.randint(2, 20), r.choice(['wd', 'dm', 'md']))}. {c.famn(0)} present."
        O = f"O: Oral-motor exam: reduced lip seal R. Trials of {r.choice(['water', 'yoghurt', 'toast'])}; {N.score(r, 'IDDSI')} tolerated. " \
            f"{N.score(r, 'FOIS')}. SpO2 {r.randint(92, 99)}% pre/post. {N.eponym(r)} hx."
        A = f"A: {r.choice(['oropharyngeal dysphagia', 'mild cognitive-communication impairment', 'expressive aphasia'])}; {N.icd(r)}."
        Pl = f"P: {N.score(r, 'IDDSI')} fluids, {N.score(r, 'IDDSI')} diet. Repeat assessment {c.d(r.randint(2, 9))}. Info to {c.famn(1)}."
    else:
        title = r.choice(["PHYSIOTHERAPY SOAP NOTE", "Community physio - treatment record", "PT daily note"])
        S = f"S: {c.ptn('given')} says knee '{r.choice(['better', 'stiff', 'worse on stairs'])}'. Pain {r.randint(0, 9)}/10. Goal: walk to {c.landmark()}."
        O = f"O: ROM knee flex {r.randint(60, 125)} deg, ext -{r.randint(0, 15)}. {N.score(r, 'Berg')}, {N.score(r, 'TUG')}. " \
            f"{N.vitals(r, 3)}. {r.choice(['Trendelenburg gait noted', 'Romberg test negative', 'no calf tenderness'])}."
        A = f"A: {r.choice(['deconditioning post admission', 'OA knees', 'post-op TKR day 10', 'frailty'])}; {N.icd(r)}."
        Pl = f"P: HEP x{r.randint(2, 6)} exercises; review {c.d(r.randint(3, 14), r.choice(['wd', 'wd_dm', 'wd_md']))}. Rollator serial {c.device()}."
    hdr = [title, f"Pt: {c.ptn(r.choice(['full', 'sfirst', 'mid', 'init']))} ({c.age_s(r.choice(['sex', 'slash', 'sexjoin']))}) | "
                  f"{c.mrn_label()} {c.mrn()} | {bed}", f"Date: {c.d(0)}  {N.tm(r)}   Seen by {c.stn(0, r.choice(['gi', 'cred', 'role']))}"]
    extra = []
    if r.random() < 0.6:
        extra.append(f"Social: lives with {c.famn(0)} in {P('CITY', c.city)}; former {P('PROFESSION', c.prof)}. {N.word_sent(r)}")
    if r.random() < 0.5:
        extra.append(f"D/w {c.stn(1, 'dr')} ({c.pager()}) and {c.stn(2, 'gi')}.")
    if r.random() < 0.4:
        extra.append(f"Meds: {N.drug(r)}; {N.drug(r)}. Bloods: {N.labs(r, c.c, 4)}.")
    if r.random() < 0.35:
        al, av = c.account()
        extra.append(f"{al} {av}")
    return "\n".join(hdr) + "\n\n" + "\n".join([S, O, A, Pl] + extra + [clin(c)]) + "\n\n" + sig(c, 0, contact=r.random() < 0.5)


# ---------------------------------------------------------------- 8 safeguarding referral
def safeguarding(c):
    r = c.r
    perp = c.rel[1]
    ssl, ssv = c.ssn()
    fields = [
        ("Referral date", f"{c.d(0, full=True)}"),
        ("Case ref", c.idnum('sg')),
        ("Referrer", f"{c.stn(0, 'cred')}, {P('HOSPITAL', c.hosp)}"),
        ("Referrer contact", f"{c.phone(ext=True)} / {c.email(c.staff[0], org=True)}"),
        ("Adult at risk", c.ptn(r.choice(['full', 'title_full', 'sfirst', 'mid']))),
        ("DOB / age", f"{c.dob_s()} ({P('AGE', c.age)})"),
        ("Address", c.address()),
        (c.mrn_label(), c.mrn()),
        (ssl, ssv) if c.c != "UK" else ("GP", f"{c.stn(1, 'dr')}, {P('HOSPITAL', c.practice)}"),
        ("Type of abuse", r.choice(["financial", "neglect/acts of omission", "physical", "psychological", "domestic abuse", "self-neglect"])),
        ("Person alleged to have caused harm", f"{P('FAMILY', perp.full)} ({perp.relation}), {P('AGE', perp.age)}"),
        ("Their address", f"{P('STREET', c.street())}, {P('CITY', c.city)}"),
        ("Vehicle", f"{r.choice(['silver', 'black', 'white', 'red'])} {r.choice(['hatchback', 'van', 'pickup', 'sedan'])} reg {c.vehicle()}"),
        ("Police ref", c.idnum('crime')),
    ]
    k = r.randint(9, len(fields))
    fields = fields[:k]
    style = r.choice(["colon", "table", "caps"])
    if style == "colon":
        head = "\n".join(f"{a}: {b}" for a, b in fields)
    elif style == "table":
        head = "| field | detail |\n|---|---|\n" + "\n".join(f"| {a} | {b} |" for a, b in fields)
    else:
        head = "\n".join(f"{a.upper()} - {b}" for a, b in fields)
    narr = [
        lambda: f"On {c.d(-r.randint(1, 5), r.choice(['wdl_uk', 'wdl_us', 'wd']))} {c.ptn('title')} disclosed to {c.stn(4, 'given')} that "
                f"{P('FAMILY', perp.given)} has been taking {'her' if c.pt.sex == 'F' else 'his'} bank card. Approx {dict(US='$', UK='GBP ', CA='CAD ', AU='AUD ')[c.c]}{r.randint(2, 40) * 100} withdrawn "
                f"from {r.choice(['account', 'savings'])} {c.account()[1]} between {c.d(-40)} and {c.d(-10)}.",
        lambda: f"{c.ptn('given')} attends {P('ORGANIZATION', r.choice(pools.SCHOOLS + pools.CHARITIES + pools.CHURCHES))}; staff there ({P('FAMILY', c.rel[3].full)}) "
                f"also noticed bruising. Body map completed {c.d(0, 'dm' if c.c != 'US' else 'md')} {N.tm(r)}.",
        lambda: f"Capacity: {r.choice(['has capacity re this decision', 'capacity fluctuates', 'lacks capacity re finances - assessment attached'])}. "
                f"{N.score(r, 'MMSE')}. Known {N.eponym(r)}; {N.icd(r)}.",
        lambda: f"Views of the adult: \"{r.choice(VIEWS)}\". "
                f"{c.famn(2)} ({c.phone(mobile=True)}) is supportive.",
        lambda: f"Perpetrator works as a {P('PROFESSION', r.choice(pools.PROFESSIONS))} at {P('ORGANIZATION', r.choice(pools.EMPLOYERS))}; "
                f"{'{} {}'.format(*c.driver_licence())} (from DVLA/DMV check by police).",
        lambda: f"Immediate actions: {N.word_sent(r)} Strategy meeting {c.d(r.randint(1, 5), r.choice(['wd_dm', 'wd_md', 'wdl_uk']))} {N.tm(r)}. "
                f"Portal upload: {c.url()}.",
        lambda: f"Meds: {N.drug(r)}, {N.drug(r)} - {r.choice(['missed doses noted', 'blister packs untouched'])}. Recent {N.vitals(r, 3)}.",
    ]
    return r.choice(["ADULT SAFEGUARDING REFERRAL", "Safeguarding concern form", "Adult Protective Services intake",
                     "Vulnerable adult referral"]) + "\n\n" + head + "\n\nDetails of concern\n" + \
        "\n".join(pick(r, narr, 4)) + ("\n\nHealth summary:\n" + clin(c) if r.random() < 0.75 else "") + "\n\n" + sig(c, 0, contact=False) + ("\n" + cc_block(c) if r.random() < 0.4 else "")


# ---------------------------------------------------------------- 9 medication administration record
def mar(c):
    r = c.r
    days = r.randint(4, 7)
    loc = r.choice([P("HOSPITAL", c.carehome), P("HOSPITAL", c.ward), P("LOCATION_OTHER", c.scheme)])
    hdr = [r.choice(["MEDICATION ADMINISTRATION RECORD", "MAR chart", "eMAR export"]) + f" - {loc}",
           f"Resident/patient: {c.ptn(r.choice(['sfirst', 'full', 'title_full']))}   DOB {c.dob_s()}   "
           f"{r.choice(['Room', 'Rm', 'Bed'])} {P('LOCATION_OTHER', r.randint(1, 45))}",
           f"{c.mrn_label()}: {c.mrn()}   Allergies: {r.choice(['NKDA', 'penicillin (rash)', 'codeine', 'latex'])}",
           f"Prescriber: {c.stn(1, 'dr')}   " + "{} {}".format(*c.license()) + f"   Pharmacy: {P('HOSPITAL', c.pharmacy)} {c.phone()}",
           f"Chart start {c.d(0)}"]
    meds = [N.drug_parts(r) for _ in range(r.randint(3, 6))]
    dcols = [c.d(k, r.choice(['dm', 'dm', 'short_uk']) if c.c != 'US' else r.choice(['md', 'short_us'])) for k in range(days)]
    codes = ["R", "H", "N", "O", "S", "D"]
    sep = r.choice(["pipe", "csv", "fixed"])
    rows = []
    for i, (n, dose, s) in enumerate(meds, 1):
        cells = []
        for k in range(days):
            cells.append(c.stn(r.randrange(5), 'init') if r.random() < 0.8 else r.choice(codes))
        rows.append([str(i), f"{n} {dose}", s, r.choice(["08:00", "12:00", "18:00", "22:00", "PRN"])] + cells)
    head = ["#", "medicine", "sig", "time"] + dcols
    if sep == "pipe":
        tab = " | ".join(head) + "\n" + "\n".join(" | ".join(x) for x in rows)
    elif sep == "csv":
        tab = ",".join(head) + "\n" + "\n".join(",".join(x) for x in rows)
    else:
        tab = "  ".join(head) + "\n" + "\n".join("  ".join(x[:2] + [x[2].ljust(10)] + x[3:]) for x in rows)
    key = "Codes: R refused, H hospital, N nausea, O other, S sleeping, D destroyed"
    sigs = "Signature list:\n" + "\n".join(
        f"{P('DOCTOR', s.initials())} = {P('DOCTOR', s.full)}" + (f" ({s.cred})" if s.cred and r.random() < 0.5 else "")
        + (f", user {c.username(s)}" if r.random() < 0.6 else "") for s in r.sample(c.staff, r.randint(3, 5)))
    audit = []
    if r.random() < 0.7:
        audit.append(f"Cabinet access: biometric login {c.bioid()} ({c.stn(r.randrange(5), 'init')}) {N.tm(r)}; terminal {c.ip()}")
    if r.random() < 0.5:
        audit.append(f"Syringe driver serial {c.device()} - {N.drug(r, sig=False)} + {N.drug(r, sig=False)} over 24h, checked {N.tm(r)} and {N.tm(r)}.")
    if r.random() < 0.5:
        audit.append(f"Rx no {c.idnum('rx')}; controlled drug register page {r.randint(1, 99)}, witness {c.stn(r.randrange(5), 'gi')}.")
    if r.random() < 0.4:
        audit.append(f"PRN given: {N.drug(r)} at {N.tm(r)} for agitation by {c.stn(r.randrange(5), 'init')}; effect at {N.tm(r)}. {N.word_sent(r)}")
    return "\n".join(hdr) + "\n\n" + tab + "\n" + key + "\n\n" + sigs + ("\n\n" + "\n".join(audit) if audit else "") + "\n\nMonitoring:\n" + clin(c, heavy=True)


# ---------------------------------------------------------------- 10 supported housing incident
def housing(c):
    r = c.r
    flat = r.randint(1, 40)
    fields = [f"Incident no: {c.idnum('inc')}",
              f"Scheme: {P('LOCATION_OTHER', c.scheme)}, {c.address()}",
              f"Date/time: {c.d(0, full=True)} {N.tm(r)}",
              f"Resident: {c.ptn(r.choice(['full', 'sfirst', 'given_init', 'mid']))} (flat {P('LOCATION_OTHER', flat)})",
              f"Reported by: {c.stn(r.randrange(5), r.choice(['full', 'gi', 'role']))}",
              f"Provider: {P('ORGANIZATION', r.choice(pools.CHARITIES))}"]
    events = [
        lambda: f"At {N.tm(r)} staff heard shouting from flat {P('LOCATION_OTHER', flat)}. {c.ptn('given')} was arguing with visitor {P('FAMILY', c.rel[3].full)}.",
        lambda: f"CCTV (camera {r.randint(1, 12)}) shows a car reg {c.vehicle()} parked by the bins from {N.tm(r)} to {N.tm(r)}.",
        lambda: f"Fob {c.device()} used at main door {N.tm(r)}; fingerprint reader log {c.bioid()} matched to flat {P('LOCATION_OTHER', r.randint(1, 40))}.",
        lambda: f"Police called on 999, log {c.idnum('crime')}. PC {P('FAMILY', c.rel[2].surname)} attended {N.tm(r)}.",
        lambda: f"{c.ptn('title')} appeared intoxicated; {N.vitals(r, 2)} checked by first aider {c.stn(4, 'given')}. Ambulance not needed.",
        lambda: f"Resident was found near {c.landmark()} at {N.tm(r)} by {c.famn(0)} and walked back.",
        lambda: f"Meds: {N.drug(r)} prompted at {N.tm(r)}, refused. Care coordinator {c.stn(0, 'gi')} informed by e-mail {c.email(c.staff[0], org=True)}.",
        lambda: f"Damage to fire door - repair job {c.idnum('order')}. {N.word_sent(r)}",
        lambda: f"Wi-Fi log: device {c.ip()} on resident network flagged for {r.choice(['gambling', 'abusive messages', 'repeated login failures'])}; username {c.username(c.pt)}.",
        lambda: f"Next of kin {c.famn(1, 'full')} informed on {c.phone(mobile=True)}. Resident works as a {P('PROFESSION', c.prof)}, shift tomorrow at {P('ORGANIZATION', c.employer)}.",
    ]
    acts = [f"Actions: {r.choice(['ABC chart started', 'risk assessment updated', 'support plan reviewed'])}; debrief {c.d(1, r.choice(['wd', 'wd3', 'wd_dm']))}. {N.word_sent(r)}",
            f"Manager sign-off: {c.stn(r.randrange(5), 'full')} {c.d(r.randint(1, 3))}"]
    sty = r.choice(["block", "bullets", "narr"])
    ev = pick(r, events, 5)
    if sty == "bullets":
        evs = "\n".join(f"* {e}" for e in ev)
    elif sty == "narr":
        evs = " ".join(ev)
    else:
        evs = "\n".join(ev)
    return r.choice(["SUPPORTED HOUSING - INCIDENT REPORT", "Incident log", "Accommodation incident record"]) + "\n" + \
        "\n".join(fields) + "\n\nWhat happened:\n" + evs + "\n\n" + ("Health info on file:\n" + clin(c) + "\n\n" if r.random() < 0.6 else "") + "\n".join(acts)


# ---------------------------------------------------------------- 11 MDT minutes
def mdt(c):
    r = c.r
    chair = c.staff[2]
    att = ", ".join(c.stn(i, r.choice(["cred", "role", "gi", "dr"])) for i in range(5))
    lines = [r.choice(["MDT MEETING MINUTES", "Multidisciplinary team meeting - minutes", "CMHT allocation & review meeting",
                       "Interdisciplinary case conference"]),
             f"Date: {c.d(0, full=True)} {N.tm(r)}   Venue: {r.choice([P('HOSPITAL', c.hosp), 'Teams (' + c.url() + ')', P('HOSPITAL', c.ward)])}",
             f"Chair: {P('DOCTOR', chair.full)}   Minutes: {c.stn(4, r.choice(['gi', 'full', 'init']))}",
             f"Present: {att}", f"Apologies: {c.stn(3, 'full')}"]
    cases = []
    for k in range(r.randint(2, 4)):
        if k == 0:
            who = c.ptn(r.choice(['init', 'full', 'sfirst', 'title']))
            extra = f" {c.mrn_label()} {c.mrn()}."
        else:
            o = pools
            g = r.choice(o.GIVEN_F + o.GIVEN_M)
            sname = r.choice(o.SURNAMES)
            who = P("PATIENT", r.choice([f"{g[0]}{sname[0]}", f"{g} {sname}", f"{sname}, {g}", f"{g} {sname[0]}."]))
            extra = ""
        txt = r.choice([
            f"{N.icd(r)}; on {N.drug(r)}. {N.labs(r, c.c, 3)}. Concerns re {r.choice(['engagement', 'weight gain', 'carer stress', 'housing'])}.",
            f"{N.score(r, 'HoNOS')}; discharged from {P('HOSPITAL', c.ward)} {c.d(-r.randint(3, 30))}. {N.word_sent(r)}",
            f"Family ({c.famn(r.randrange(4))}) requesting meeting; carer's assessment due {c.d(r.randint(5, 30))}.",
            f"Clozapine titration: {N.labs(r, c.c, 2)}, {N.vitals(r, 3)}. {N.eponym(r)} excluded.",
            f"Housing at {P('LOCATION_OTHER', c.scheme)} at risk; rent arrears. Works as a {P('PROFESSION', r.choice(pools.PROFESSIONS))}.",
        ])
        act = f"ACTION: {c.stn(r.randrange(5), 'init')} to {r.choice(['review meds', 'contact GP', 'book CPA', 'refer to psychology', 'liaise with housing'])} by {c.d(r.randint(3, 21))}."
        ag = c.age_s(r.choice(['sex', 'slash', 'yo_'])) if k == 0 else P("AGE", r.randint(19, 90)) + r.choice(["yo", " M", " F", "/F"])
        cases.append(f"{k + 1}. {who} ({ag})" + ("" if k else "") + f" - {txt}{extra if k == 0 else ''}\n   {act}")
    actions = ""
    if r.random() < 0.6:
        actions = "\nAction log:\n| # | action | owner | due |\n|---|---|---|---|\n" + "\n".join(
            f"| {i} | {r.choice(['update risk assessment', 'send letter to GP', 'book bloods', 'OT referral', 'depot clinic slot'])} | "
            f"{c.stn(r.randrange(5), 'init')} | {c.d(r.randint(2, 28), 'dm' if c.c != 'US' else 'md')} |" for i in range(1, r.randint(3, 6)))
    nxt = f"\nNext meeting: {c.d(r.choice([7, 14]), r.choice(['wdl_uk', 'wdl_us', 'wd_dm', 'wd_md']))} {N.tm(r)}."
    return "\n".join(lines) + "\n\nCases discussed\n" + "\n".join(cases) + "\n" + ("\nCase 1 detail:\n" + clin(c) + "\n" if r.random() < 0.8 else "") + actions + nxt


# ---------------------------------------------------------------- 12 social care assessment
def socialcare(c):
    r = c.r
    hpl, hpv = c.healthplan()
    acl, acv = c.account()
    ssl, ssv = c.ssn()
    sec = [
        f"{r.choice(['CARE AND SUPPORT NEEDS ASSESSMENT', 'Social work assessment', 'Carer assessment', 'Home and community care intake'])}",
        f"Name: {c.ptn(r.choice(['full', 'mid', 'sfirst']))}    Age: {P('AGE', c.age)}    DOB: {c.dob_s()}",
        f"Address: {c.address(oneline=r.random() < 0.5)}",
        f"Phone: {c.phone()}   Email: {c.email()}",
        f"{hpl}: {hpv}    {acl}: {acv}" + (f"    {ssl}: {ssv}" if c.c != "UK" else ""),
        f"Assessor: {c.stn(0, 'cred')} ({c.username(c.staff[0])})   Date: {c.d(0, full=True)}",
    ]
    narr = [
        lambda: f"Background: {c.ptn('given')} was born in {P('COUNTRY', c.abroad)} and came to {c.country()} in {P('DATE', c.base.year - r.randint(5, 50))}. "
                f"{r.choice(['She', 'He', 'They'])} worked as a {P('PROFESSION', c.prof)} at {P('ORGANIZATION', c.employer)} until retirement.",
        lambda: f"Household: {c.famn(0, 'full')} ({P('AGE', c.rel[0].age)}), {c.famn(1)} ({P('AGE', c.rel[1].age)}). "
                f"{c.famn(0, 'given', False)} is main carer and works as a {P('PROFESSION', r.choice(pools.PROFESSIONS))}.",
        lambda: f"Health: {N.eponym(r)}, {N.icd(r)}. Meds {N.drug(r)}, {N.drug(r)}. {N.score(r, 'Barthel')}; {N.score(r, r.choice(['K10', 'PHQ-9', 'MMSE']))}.",
        lambda: f"Finances: benefits paid into account {c.account()[1]}; {r.choice(['rent arrears', 'no debts reported', 'utility debt'])}. {N.word_sent(r)}",
        lambda: f"Community: attends {P('ORGANIZATION', r.choice(pools.CHURCHES))} weekly; day centre at {P('ORGANIZATION', r.choice(pools.CHARITIES))} "
                f"({P('STREET', c.street())}, {P('CITY', c.city)}).",
        lambda: f"Transport: {c.famn(2)} drives; car plate {c.vehicle()}. Blue badge / disabled permit no {c.idnum('case')}.",
        lambda: f"Online: carers portal at {c.url()} (login {c.username(c.pt)}).",
        lambda: f"Outcome: eligible. Package {r.randint(4, 28)} hrs/week from {c.d(r.randint(7, 21))}; review {c.d(r.randint(60, 120), r.choice(['monY', 'dm', 'md', 'long_uk']))}. "
                f"Agency {P('ORGANIZATION', r.choice(pools.CHARITIES))}, {c.phone()}.",
        lambda: f"GP {c.stn(1, 'dr')} at {P('HOSPITAL', c.practice)}, fax {c.fax()}. Consent to share: yes ({c.d(0, r.choice(['dm', 'md', 'iso']))}).",
    ]
    return "\n".join(sec) + "\n\n" + "\n\n".join(pick(r, narr, 5)) + ("\n\n" + clin(c) if r.random() < 0.7 else "") + "\n\n" + sig(c, 0) + ("\n" + cc_block(c) if r.random() < 0.5 else "")


# ---------------------------------------------------------------- 13 telehealth review
def telehealth(c):
    r = c.r
    lines = [r.choice(["TELEPSYCHIATRY REVIEW", "Video consultation - outpatient review", "Virtual clinic note", "Telehealth medication review"]),
             f"Patient: {c.ptn(r.choice(['full', 'sfirst', 'title_full']))}  {c.age_s(r.choice(['yo', 'sex', 'year', 'slash']))}  {c.mrn_label()} {c.mrn()}",
             f"Clinician: {c.stn(0, r.choice(['dr', 'cred']))}   " + "{} {}".format(*c.license()),
             f"Session: {c.d(0, full=True)} {N.tm(r)}, link {c.url()}",
             f"Connection: pt IP {c.ip()}, device ID {c.device()}, platform user {c.username(c.pt)}"]
    if r.random() < 0.4:
        lines.append(f"Patient location: home, {c.address()}   callback {c.phone(mobile=True)}")
    body = [
        lambda: f"{c.ptn('title')} joined from {r.choice(JOINED)}; "
                f"{c.famn(0)} present for part. Identity confirmed with DOB {c.dob_s()}.",
        lambda: f"History: {N.icd(r)}. Current meds: {N.drug(r)}; {N.drug(r)}. Side effects: {r.choice(['weight gain', 'sedation', 'tremor', 'none'])}.",
        lambda: f"Bloods ({c.d(-r.randint(2, 14))}, specimen {c.idnum('spec')}): {N.labs(r, c.c)}.",
        lambda: f"Self-reported obs: {N.vitals(r, 3)}. {N.score(r, 'PHQ-9')}, {N.score(r, 'GAD-7')}.",
        lambda: f"Work: {P('PROFESSION', c.prof)} at {P('ORGANIZATION', c.employer)}; {r.choice(['on reduced hours', 'back full time', 'signed off'])}. {N.word_sent(r)}",
        lambda: "Insurance: {} {}; prior auth {}.".format(*c.healthplan(), c.idnum('case')),
        lambda: f"E-prescription {c.idnum('rx')} sent to {P('HOSPITAL', c.pharmacy)} (fax {c.fax()}) for {N.drug(r)}.",
        lambda: f"Pt travelled to {P('COUNTRY', c.abroad)} over {c.holiday()}; {N.word_sent(r)}",
        lambda: f"Wearable: sleep tracker serial {c.device()} shows {r.randint(3, 9)} h/night average.",
    ]
    plan = f"Plan: {r.choice(['continue', 'increase', 'reduce'])} {N.drug(r)}; bloods in {r.randint(1, 6)}/52; next video review " \
           f"{c.d(r.randint(14, 60))} {N.tm(r)}. Crisis: {c.phone()}."
    return "\n".join(lines) + "\n\n" + "\n".join(pick(r, body, 5)) + "\n" + clin(c, heavy=True) + "\n\n" + plan + "\n" + sig(c, 0, contact=r.random() < 0.5) + \
        ("\n" + cc_block(c) if r.random() < 0.4 else "")


GENRES = [("cpn_visit", cpn_visit), ("crisis_team_log", crisis_log), ("therapy_session", therapy),
          ("care_home_daily_log", carehome), ("district_nursing_wound_chart", wound), ("ot_home_assessment", ot_assess),
          ("physio_slt_note", physio_slt), ("safeguarding_referral", safeguarding), ("medication_administration_record", mar),
          ("supported_housing_incident", housing), ("mdt_minutes", mdt), ("social_care_assessment", socialcare),
          ("telehealth_review", telehealth)]
