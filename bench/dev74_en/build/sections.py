"""Note sections. Each takes (c, lo): c = Ctx, lo = terse lower-case style (own phrasing)."""
from core import P, fd, words
from ctx import Ctx, Person, nm, phone_us, phone_uk, pager
from clin import *


def pick(c, xs, k=None):
    return c.r.choice(xs) if k is None else c.r.sample(xs, k)


def rel_word(c, f, lo):
    from pools import RELATION_ABBR
    return RELATION_ABBR[f.rel] if lo else f.rel


def loc_room(c, lo):
    r = c.r
    if lo:
        return pick(c, [f"rm {P('LOCATION_OTHER', c.room)}", f"{P('LOCATION_OTHER', c.room)}-{P('LOCATION_OTHER', c.bed)}",
                        f"bed {P('LOCATION_OTHER', c.bed)}", f"rm {P('LOCATION_OTHER', c.room)} bed {P('LOCATION_OTHER', c.bed)}"])
    if c.uk:
        return pick(c, [f"{P('HOSPITAL', c.unit)}, bed {P('LOCATION_OTHER', c.bed)}", f"bay {r.randint(1, 6)}, bed {P('LOCATION_OTHER', c.bed)}",
                        f"side room {P('LOCATION_OTHER', c.room)}"])
    return pick(c, [f"Room {P('LOCATION_OTHER', c.room)}, Bed {P('LOCATION_OTHER', c.bed)}", f"Rm {P('LOCATION_OTHER', c.room)}",
                    f"{P('HOSPITAL', c.unit)} room {P('LOCATION_OTHER', c.room)}"])


def header(c, lo, title, extra=()):
    r = c.r
    if lo:
        bits = [f"pt: {c.name(form=pick(c, ['full', 'lf', 'caps', 'finit']))}", f"mrn {P('MRN', c.mrn)}",
                f"dob {c.dob_s()}", c.AGE(pick(c, ['yo', 'sex', 'yo_nosp', 'y/o'])), loc_room(c, True)]
        if r.random() < .5:
            bits.append(f"att {c.doc(c.att, pick(c, ['last', 'title', 'full']))}")
        if "acct" in extra:
            bits.append(f"acct {P('ACCOUNT', c.acct)}")
        sep = pick(c, [" | ", "  ", " / ", "; "])
        return f"{title} {c.D(0, r.random() < .5)}\n" + sep.join(bits) + "\n"
    lines = [title.upper() if r.random() < .5 else title, "=" * len(title) if r.random() < .3 else "",
             f"{pick(c, ['Facility', 'Hospital', 'Site'])}: {P('HOSPITAL', c.hosp)}",
             f"Patient: {c.name(form=pick(c, ['caps', 'lf', 'full', 'fml']))}",
             f"{'Hosp No' if c.uk else pick(c, ['MRN', 'MR#', 'Medical Record No.'])}: {P('MRN', c.mrn)}",
             f"DOB: {c.dob_s()}   Age: {P('AGE', c.age)}   Sex: {c.sx}",
             f"Location: {loc_room(c, False)}"]
    if "acct" in extra:
        lines.append(f"{pick(c, ['Account', 'Acct #', 'Encounter No.', 'Visit'])}: {P('ACCOUNT', c.acct)}")
    if "plan" in extra:
        lines.append(f"Insurance: {pick(c, PAYERS_UK if c.uk else PAYERS_US)}  Member ID: {P('HEALTHPLAN', c.plan)}  Group: {P('HEALTHPLAN', c.group)}")
    lines.append(f"{'Consultant' if c.uk else 'Attending'}: {c.doc(c.att, pick(c, ['title', 'full', 'fml']))}")
    if "dates" in extra:
        lines.append(f"Admitted: {c.D(0)}    Discharged: {c.D(c.los)}")
    return "\n".join(l for l in lines if l != "") + "\n"


def hpi(c, lo, sc, opener=True):
    r = c.r
    f = c.fam[0]
    if lo:
        s = pick(c, [f"{c.AGE(pick(c, ['sex', 'yo', 'yo_nosp']))} ", f"{c.AGE('yo')} {c.sexw[0]} "])
        s += f"w/ {', '.join(pick(c, PMHL, 3))} p/w {sc['ccl']}. {sc['hpil']}. "
        s += pick(c, [f"hx per {rel_word(c, f, True)} {nm(r, f, 'FAMILY', pick(c, ['first', 'full']))} at bedside",
                      f"pt poor historian, {rel_word(c, f, True)} {nm(r, f, 'FAMILY', 'first')} filled in by phone ({P('PHONE', f.phone)})",
                      f"seen at {P('HOSPITAL', c.clinic)} {c.D(-r.randint(2, 20), False)}, sent in",
                      f"bib ems from home in {P('CITY', c.town)}"]) + ". "
        s += pick(c, ["will need tele", "hope to avoid icu", "long hx of nonadherence", "best to keep npo for now", "rose overnight per triage"]) + "."
        return s + "\n"
    title = pick(c, ["Mr", "Mrs"]) if False else None
    who = c.name(form=pick(c, ['title', 'full', 'fml', 'first', 'title']))
    s = f"{who} is a {c.AGE(pick(c, ['year', 'year', 'word', 'yearold_sp']))} {pick(c, ['retired', 'semi-retired', 'former', ''])} {P('PROFESSION', c.prof)} " \
        .replace("  ", " ")
    s += f"with a history of {', '.join(pick(c, PMH, 3))} who presents with {sc['cc']}. {sc['hpi'][0].upper() + sc['hpi'][1:]}. "
    s += pick(c, [f"History was obtained from the patient and {c.his()} {f.rel}, {nm(r, f, 'FAMILY', pick(c, ['full', 'title', 'first']))}.",
                  f"{c.he().capitalize()} was seen by {c.doc(c.pcp, 'title')} at {P('HOSPITAL', c.clinic)} on {c.D(-r.randint(2, 20))} and started on doxycycline without improvement.",
                  f"EMS was called by {c.his()} {f.rel} from their home in {P('CITY', c.town)}.",
                  f"{c.he().capitalize()} was transferred from {P('HOSPITAL', c.snf)} for further care."])
    return s + "\n"


def pmh(c, lo):
    r = c.r
    ev = pick(c, EVENTS, 3)
    if lo:
        items = [f"{pick(c, PMHL)}", f"s/p {ev[0].lower()} {fd(c.d(-r.randint(400, 6000)), pick(c, ['y', 'y', 'mon3_y']))}",
                 f"{ev[1].lower()} ({fd(c.d(-r.randint(400, 9000)), 'y')})", pick(c, PMHL)]
        return "pmh: " + ", ".join(items) + "\n"
    items = [pick(c, PMH), f"{ev[0]} in {fd(c.d(-r.randint(400, 6000)), pick(c, ['y', 'mon_y', 'y']))}",
             f"{ev[1]} ({fd(c.d(-r.randint(400, 9000)), 'y')}, {P('HOSPITAL', pick(c, [c.hosp_short, c.hosp_acr]))})", pick(c, PMH)]
    return "PAST MEDICAL HISTORY:\n" + "\n".join(f"- {x}" for x in items) + "\n"


def meds(c, lo, sc):
    r = c.r
    hm = pick(c, HOME_MEDS, r.randint(3, 5))
    if lo:
        return "meds: " + "; ".join(hm) + f" (fills at {P('HOSPITAL', c.pharmacy)})\n" + "inpt: " + ", ".join(sc["meds"][:3]) + "\n"
    s = "HOME MEDICATIONS:\n" + "\n".join(f"{i + 1}. {m}" for i, m in enumerate(hm)) + "\n"
    s += f"Medication history verified with {P('HOSPITAL', c.pharmacy)} ({P('PHONE', c.phone())}) by pharmacist {c.doc(c.pharm, pick(c, ['full', 'finit']))}.\n"
    return s


def social(c, lo):
    r = c.r
    f1, f2 = c.fam[0], c.fam[1]
    if lo:
        s = pick(c, [f"lives in {P('CITY', c.town)} w/ {rel_word(c, f1, True)} {nm(r, f1, 'FAMILY', 'first')}",
                     f"lives alone at {P('STREET', c.street)}, {P('CITY', c.town)}",
                     f"lives w/ {rel_word(c, f1, True)} ({nm(r, f1, 'FAMILY', 'full')}) in {P('CITY', c.town)}, {P('STATE', c.region_abbr.lower() if not c.uk else c.region)}"])
        s += f". {pick(c, ['works as', 'works as a', 'retired', 'ex-', 'job:'])} {P('PROFESSION', c.prof)}"
        if r.random() < .6:
            s += f" at {P('ORGANIZATION', c.employer)}"
        s += f". from {P('COUNTRY', c.country)}, here since {fd(c.d(-r.randint(2000, 12000)), 'y')}. "
        s += pick(c, ["ex-smoker 30 pk-yr", "etoh 2-3 beers/d", "no drugs", "never smoker", "vapes"]) + ". "
        if r.random() < .5:
            s += f"{rel_word(c, f2, True)} {nm(r, f2, 'FAMILY', pick(c, ['first', 'full']))} is a {P('PROFESSION', f2.prof)}, helps w/ rides."
        return "sh: " + s + "\n"
    s = pick(c, [f"Lives at {c.addr()} with {c.his()} {f1.rel}, {nm(r, f1, 'FAMILY', pick(c, ['full', 'first', 'title']))}.",
                 f"Lives alone in a second-floor flat in {P('CITY', c.town)}; {c.his()} {f1.rel} {nm(r, f1, 'FAMILY', 'full')} visits daily.",
                 f"Resides at {P('HOSPITAL', c.snf)} in {P('CITY', c.other_town)} since {fd(c.d(-r.randint(60, 900)), pick(c, ['mon_y', 'long', 'y']))}."])
    s += f" {pick(c, ['Works as a', 'Retired', 'Formerly a', 'Employed as a'])} {P('PROFESSION', c.prof)}"
    s += f" {pick(c, ['for', 'at', 'with'])} {P('ORGANIZATION', c.employer)}." if r.random() < .7 else "."
    s += f" Born in {P('COUNTRY', c.country)}; moved to {P('STATE', c.region)} in {fd(c.d(-r.randint(2000, 15000)), 'y')}."
    s += " " + pick(c, ["Former smoker, quit 2 decades ago.", "Drinks one glass of wine most evenings.", "Denies tobacco or drug use.", "Smokes 1/2 ppd."])
    if r.random() < .5:
        s += f" Active at {P('ORGANIZATION', c.org)}."
    if r.random() < .4:
        s += f" {c.his().capitalize()} {f2.rel}, {nm(r, f2, 'FAMILY', 'full')}, is a {P('PROFESSION', f2.prof)} and attends {P('ORGANIZATION', c.school)}." if f2.rel in ("granddaughter", "grandson", "niece", "nephew", "daughter", "son") else \
            f" {c.his().capitalize()} {f2.rel} {nm(r, f2, 'FAMILY', 'first')} works as a {P('PROFESSION', f2.prof)}."
    return "SOCIAL HISTORY:\n" + s + "\n"


def fhx(c, lo):
    r = c.r
    a1, a2 = r.randint(48, 95), r.randint(50, 99)
    if lo:
        return f"fhx: mom d. {P('AGE', a1)} mi, dad cva at {P('AGE', a2)}. sib w/ dm.\n"
    return f"FAMILY HISTORY: Mother died at {P('AGE', a1)} of myocardial infarction; father had a stroke aged {P('AGE', words(a2) if r.random() < .4 else a2)}. No family history of colon cancer.\n"


def vitals(c, lo):
    r = c.r
    T = round(r.uniform(36.2, 39.3), 1); HR = r.randint(58, 128); sbp = r.randint(88, 172); dbp = r.randint(48, 98)
    RR = r.randint(12, 28); sp = r.randint(86, 99)
    o2 = pick(c, ["RA", "2L NC", "4L NC", "room air", "40% venturi"])
    if lo:
        return f"v/s t {T} hr {HR} bp {sbp}/{dbp} rr {RR} sat {sp}% {o2.lower()}\n"
    if r.random() < .5:
        return f"VITALS: T {T} C | HR {HR} | BP {sbp}/{dbp} | RR {RR} | SpO2 {sp}% on {o2} | Wt {r.randint(48, 140)} kg\n"
    rows = [("Time", "T", "HR", "BP", "RR", "SpO2")]
    for h in ["08:00", "12:00", "16:00", "20:00"][:r.randint(2, 4)]:
        rows.append((h, f"{round(T + r.uniform(-.6, .3), 1)}", str(HR + r.randint(-10, 8)), f"{sbp + r.randint(-12, 10)}/{dbp + r.randint(-8, 6)}", str(RR), f"{sp}%"))
    return "Vital signs " + c.D(r.randint(0, c.los), False) + ":\n" + "\n".join("  ".join(x.ljust(7) for x in row).rstrip() for row in rows) + "\n"


def labs(c, lo, sc, k=1):
    r = c.r
    L = sc["labs"]
    if lo:
        s = "labs " + c.D(k, False) + ": " + ", ".join(f"{a.lower()} {b}" for a, b in L)
        if r.random() < .5:
            s += f" (spec {P('IDNUM', c.spec)})"
        return s + "\n"
    d1, d2 = c.d(0), c.d(k)
    st = pick(c, ["md", "uk_dm"] if c.uk else ["md", "mon_d"])
    s = f"LABS          {fd(d1, st)}      {fd(d2, st)}\n"
    for a, b in L:
        s += f"{a.ljust(14)}{str(b).ljust(10)}{trend(r, b)}\n"
    s += f"Specimen {P('IDNUM', c.spec)}; blood cultures x2 ({pick(c, ['accession', 'order #', 'req'])} {P('IDNUM', c.order)}) pending.\n"
    return s


def trend(r, b):
    try:
        x = float(b)
    except ValueError:
        return b
    y = x * r.uniform(.75, 1.1)
    return f"{y:.1f}" if "." in b else str(int(round(y)))


def exam(c, lo):
    if lo:
        return c.r.choice(["ex: nad, a&ox3, bibasilar crackles, 2+ pitting edema to knees",
                           "ex: drowsy but rousable, dry mm, abd soft nt, no babinski",
                           "ex: rrr, no murmur, lungs coarse r base, no calf ttp"]) + "\n"
    return "EXAM: " + c.r.choice(["Alert, oriented x3. JVP 10 cm. Bibasilar crackles. Pitting edema to mid-shin.",
                                  "Tired-appearing. Dry mucous membranes. Abdomen soft, non-tender. Murphy sign negative.",
                                  "Regular rhythm, no murmur. Coarse breath sounds right base. Calves soft."]) + "\n"


def ap(c, lo, sc):
    r = c.r
    fu_d = c.d(c.los + r.randint(5, 21))
    if lo:
        s = f"a/p: {c.AGE('sex') if r.random() < .4 else 'pt'} w/ {sc['dxl']}\n" + "\n".join(f"- {x}" for x in sc["planl"]) + "\n"
        s += f"- dispo: {pick(c, ['home w/ ' + rel_word(c, c.fam[0], True), 'snf', 'tbd', 'home'])}, f/u {c.doc(c.pcp, pick(c, ['last', 'title']))} {fd(fu_d, pick(c, ['md', 'wd_md', 'mon_d']))}\n"
        s += pick(c, ["- code: full\n", f"- code: dnr/dni, hcp {rel_word(c, c.fam[0], True)} {nm(r, c.fam[0], 'FAMILY', 'first')} {P('PHONE', c.fam[0].phone)}\n"])
        return s
    s = f"ASSESSMENT AND PLAN:\n{c.AGE(pick(c, ['year', 'yo']))} {c.sexw} with {sc['dx']}.\n" + "\n".join(f"# {x}" for x in sc["plan"]) + "\n"
    s += f"# Dispo: anticipate {pick(c, ['discharge home', 'SNF placement', 'home with services'])} in {r.randint(2, 5)} days; PCP {c.doc(c.pcp, pick(c, ['title', 'full']))} at {P('HOSPITAL', c.clinic)}, follow-up {fd(fu_d, pick(c, ['long', 'us', 'wd_long'] if not c.uk else ['d_month_y', 'uk']))}.\n"
    s += f"# Code status: {pick(c, ['Full code', 'DNR/DNI', 'DNACPR in place'])}. Health care proxy: {c.fam[0].rel} {nm(r, c.fam[0], 'FAMILY', pick(c, ['full', 'fml']))}, {P('PHONE', c.fam[0].phone)}.\n"
    return s


def contacts(c, lo):
    r = c.r
    out = []
    for f in c.fam[:r.randint(2, 3)]:
        if lo:
            out.append(f"{rel_word(c, f, True)} {nm(r, f, 'FAMILY', pick(c, ['first', 'full']))} {P('PHONE', f.phone)}")
        else:
            out.append(f"{f.rel.capitalize()}: {nm(r, f, 'FAMILY', pick(c, ['full', 'lf', 'fml']))}, age {P('AGE', f.age)}, {pick(c, ['cell', 'home', 'mobile', 'tel'])} {P('PHONE', f.phone)}")
    if lo:
        return "contacts: " + "; ".join(out) + "\n"
    return "CONTACTS:\n" + "\n".join(out) + f"\nFamily email on file: {P('EMAIL', c.fam_email)}\n"


def sig(c, lo, who=None, role=None):
    r = c.r
    who = who or c.res
    role = role or pick(c, ["MD", "DO", "MD, PGY-2", "MBBS"])
    d = c.D(r.randint(0, c.los), r.random() < .6)
    t = f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}"
    if lo:
        return pick(c, [f"-- {c.doc(who, pick(c, ['initials', 'first', 'last']))} {role.lower()} pgr {P('PHONE', who.pager)}\n",
                        f"-- {c.doc(who, 'full')} / {d} {t}\n",
                        f"signed {P('USERNAME', who.user)} {d} {t}\n"])
    s = f"\n{c.doc(who, pick(c, ['full', 'fml', 'finit']))}, {role}\n"
    s += pick(c, [f"Pager {P('PHONE', who.pager)}", f"Bleep {P('PHONE', who.pager)}" if c.uk else f"Pgr {P('PHONE', who.pager)}", f"Pager: {P('PHONE', who.pager)}"])
    s += f"\nElectronically signed by {P('USERNAME', who.user)} on {d} at {t}"
    if r.random() < .5:
        s += f" from workstation {P('IPADDR', c.ip)}"
    s += "\n"
    if r.random() < .5 and who is not c.att:
        s += f"{'Consultant' if c.uk else 'Attending'} attestation: I saw and examined the patient with the team and agree with the plan above. {c.doc(c.att, pick(c, ['full', 'fml']))}, {'MRCP' if c.uk else 'MD'}\n"
    return s
