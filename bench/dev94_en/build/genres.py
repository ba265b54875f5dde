"""Eleven genre writers. Each returns a marked string (see compose.P / compose.N)."""
import pools as PL
from compose import (P, N, pad, Person, pat, doc, nurse, username, rdate, D, dstr, HOLIDAYS, tm, tm4, phone,
                     pager, email, url, ip, mrn, ssn, healthplan, account, license_, device_sn, plate, vin, bioid,
                     idnum, room, bed, street, zipc, address, hosp, ward, agesex, age_words, lab_run, vitals, drug,
                     word_neg, score, meas, dig, let)
import datetime as dt


def _ago(d, rng, a, b):
    return d - dt.timedelta(days=rng.randint(a, b))


def _after(d, rng, a, b):
    return d + dt.timedelta(days=rng.randint(a, b))


def dob_for(d, age, rng):
    return dt.date(d.year - age - (1 if rng.random() < 0.5 else 0), rng.randint(1, 12), rng.randint(1, 28))


TX_EPON = ["Hodgkin lymphoma", "Crohn's disease", "Hickman line"]


def country(rng):
    c = rng.choice(PL.COUNTRIES)
    if c.startswith("the "):
        return "the " + P("COUNTRY", c[4:])
    return P("COUNTRY", c)


def prof(rng):
    return P("PROFESSION", rng.choice(PL.PROFESSIONS))


def org(rng):
    return P("ORGANIZATION", rng.choice(PL.ORGS))


def nok(region, rng, p=None):
    f = Person(rng)
    if p is not None and rng.random() < 0.5:
        f.surname = p.surname
    rel = rng.choice(PL.RELATIONS_M if f.sex == "M" else PL.RELATIONS_F)
    s = rng.random()
    if s < 0.4:
        out = f"{rel} " + pat(f, rng, "FAMILY", rng.choice(["full", "given", "full", "given_init"]))
    elif s < 0.7:
        out = pat(f, rng, "FAMILY", rng.choice(["full", "comma", "caps_comma", "title"])) + f" ({rel})"
    else:
        out = f"{rel}: " + pat(f, rng, "FAMILY", rng.choice(["given", "full", "init_sur"]))
    if rng.random() < 0.8:
        out += rng.choice([" ", " ph ", " tel: ", " - mob ", ", "]) + phone(region, rng)
    return out


def extras(region, rng, k=2):
    """rare-type sprinkles, as short trailing lines"""
    opts = [
        lambda: "ws " + ip(rng) + " / user " + username(Person(rng), rng),
        lambda: "portal: " + url(rng),
        lambda: "fax results to " + phone(region, rng, "FAX"),
        lambda: "pt email " + email(Person(rng), rng),
        lambda: "pt arrived by own car, plate " + plate(region, rng) + " (in visitor lot)",
        lambda: "id confirmed by palm-vein scan " + bioid(rng),
        lambda: "travel hx: back from " + country(rng) + " " + D(rdate(rng, 2024, 2025), region, rng, "md"),
        lambda: "occupation: " + prof(rng) + " at " + org(rng),
        lambda: ("ssn/sin on file " + ssn(region, rng)) if region in ("US", "CA") else ("enc " + account(rng)),
        lambda: "ins " + healthplan(region, rng) + " grp " + P("HEALTHPLAN", dig(rng, 5)),
        lambda: "enc " + account(rng),
        lambda: "alt contact " + nok(region, rng),
        lambda: word_neg(rng) + "; " + score(rng),
        lambda: "icd " + N("icd", rng.choice(PL.ICD)) + " " + N("eponym", rng.choice(PL.EPONYMS)),
        lambda: "driver lic " + license_(region, rng, "dl"),
        lambda: "wheelchair tag " + device_sn(rng),
        lambda: "vehicle vin " + vin(rng) + " (police report, mvc)",
        lambda: ("ssn " + ssn("US", rng) + " / sin " + ssn("CA", rng) + " (dual record merge)") if region in ("US", "CA") else ("driving licence " + license_(region, rng, "dl")),
    ]
    return [rng.choice(opts)() for _ in range(k)]


# 1 ------------------------------------------------------------ nursing admission checklist
def nursing_admission(rng, region):
    p = Person(rng)
    a = rng.randint(19, 98)
    d = rdate(rng)
    n = Person(rng)
    gp = Person(rng)
    box = rng.choice(["[x]", "[X]", "(y)", "Y", "yes", "done"])
    L = []
    L.append(rng.choice(["NURSING ADMISSION CHECKLIST", "Adm checklist (nsg)", "NSG ADMISSION - CHECKLIST",
                         "admission nursing checklist"]) + " - " + hosp(region, rng) +
             (" / " + ward(region, rng) if rng.random() < 0.7 else ""))
    L.append(f"pt: {pat(p, rng)}   mrn {mrn(region, rng)}   dob {D(dob_for(d, a, rng), region, rng, rng.choice(['num4', 'iso', 'dmy_mon', 'mdy_long']))} ({agesex(a, p.sex, rng)})")
    L.append(f"adm {D(d, region, rng)} {tm(rng)} via {N('dept', rng.choice(['ED', 'ED', 'OT', 'PACU', 'clinic']))}; rm {room(rng)} bed {bed(rng)}")
    items = [
        lambda: f"id band on {box}; allergies checked {box}: " + rng.choice(["nkda", "pcn - rash", "sulfa (hives)", "latex", "codeine - n/v"]),
        lambda: f"falls risk: {N('score', 'Morse ' + str(rng.choice([15, 25, 35, 45, 55, 65])))} {box}; {score(rng)}",
        lambda: "vitals on arrival: " + " ".join(vitals(rng)),
        lambda: f"home meds: {drug(rng)}; {drug(rng)}; {drug(rng)}",
        lambda: f"pmhx: {N('eponym', rng.choice(PL.EPONYMS))}, {N('icd', rng.choice(PL.ICD))}; {meas(rng)}",
        lambda: "address: " + address(region, rng),
        lambda: "home ph " + phone(region, rng),
        lambda: "nok: " + nok(region, rng, p),
        lambda: "occ: " + prof(rng) + (" (" + org(rng) + ")" if rng.random() < 0.6 else ""),
        lambda: f"gp/pcp: {doc(gp, rng)} @ {P('HOSPITAL', rng.choice(PL.HOSPITALS[region]))}, fax {phone(region, rng, 'FAX')}",
        lambda: f"insurance: {healthplan(region, rng)}" + (f"  acct {account(rng)}" if rng.random() < 0.5 else ""),
        lambda: (f"{'sin' if region == 'CA' else 'ssn'}: {ssn(region, rng)}; {rng.choice(['verified w/ card', 'per pt', 'on file'])}" if region in ("US", "CA") else f"medisave/acc ref {healthplan(region, rng)}"),
        lambda: f"interpreter needed: {rng.choice(['no', 'yes - family to translate', 'no, fluent'])}; born in {country(rng)}",
        lambda: f"valuables: wallet, phone; {word_neg(rng)}",
        lambda: f"last bm {D(_ago(d, rng, 0, 4), region, rng, 'short')}; {meas(rng)}; skin intact {box}",
        lambda: f"prev adm {D(_ago(d, rng, 60, 900), region, rng, rng.choice(['monyear', 'year', 'num4']))} at {hosp(region, rng)}",
        lambda: f"pt id via palm vein {bioid(rng)} {box}",
        lambda: f"car in lot 3, plate {plate(region, rng)}",
        lambda: f"lives with {nok(region, rng, p)}; {rng.choice(['independent adls', 'uses 4ww', 'needs 1 assist'])}",
        lambda: f"labs: {lab_run(rng)}",
    ]
    rng.shuffle(items)
    k = rng.randint(7, len(items))
    sep = rng.choice(["\n", "\n", "\n- ", "; "])
    body = sep.join(f() for f in items[:k])
    L.append(("- " if sep == "\n- " else "") + body)
    L.append(f"completed by {nurse(n, rng)} {D(d, region, rng, 'short')} {tm(rng)}  user {username(n, rng)}")
    if rng.random() < 0.4:
        L.append("; ".join(extras(region, rng, rng.randint(1, 3))))
    return "\n".join(L)


# 2 ------------------------------------------------------------ vital-sign / fluid-balance flowsheet export
def flowsheet(rng, region):
    p = Person(rng)
    a = rng.randint(18, 96)
    d = rdate(rng)
    nurses = [Person(rng) for _ in range(rng.randint(2, 4))]
    L = []
    pr = Person(rng)
    L.append(f"FLOWSHEET EXPORT  {hosp(region, rng)} / {ward(region, rng)}   printed {D(d, region, rng, rng.choice(['num4', 'iso', 'dmy_mon_dash']))} {tm(rng)} by {username(pr, rng)}")
    L.append(f"patient: {pat(p, rng, style=rng.choice(['caps_comma', 'caps_comma_mid', 'comma']))}  mrn {mrn(region, rng)}  enc {account(rng)}  bed {bed(rng)}  {agesex(a, p.sex, rng)}")
    lay = rng.choice(["fixed", "pipe", "csv"])
    cols = ["date", "time", "T", "HR", "BP", "RR", "SpO2", "in_ml", "out_ml", "init"]
    W = [10, 6, 6, 5, 9, 4, 6, 7, 8, 6]
    if lay == "fixed":
        L.append("".join(pad(c, w) for c, w in zip(cols, W)).rstrip())
    elif lay == "pipe":
        L.append("| " + " | ".join(cols) + " |")
    else:
        L.append(",".join(cols))
    rows = rng.randint(5, 16)
    cur = d
    tin = tout = 0
    for r in range(rows):
        if r and rng.random() < 0.2:
            cur = cur + dt.timedelta(days=1)
        v = vitals(rng, compact=True)
        ii = rng.choice([0, 50, 100, 120, 250, 500, 1000])
        oo = rng.choice([0, 40, 80, 150, 300, 450])
        tin += ii
        tout += oo
        cells = [D(cur, region, rng, rng.choice(["short", "short", "num4", "iso"])), tm4(rng)] + v + \
                [N("measure", str(ii)), N("measure", str(oo)), P("DOCTOR", rng.choice(nurses).initials().lower() if rng.random() < 0.5 else rng.choice(nurses).initials())]
        if lay == "fixed":
            L.append("".join(pad(c, w) for c, w in zip(cells, W)).rstrip())
        elif lay == "pipe":
            L.append("| " + " | ".join(cells) + " |")
        else:
            L.append(",".join(cells))
    L.append(f"24h balance: in {N('measure', str(tin) + ' ml')} out {N('measure', str(tout) + ' ml')} net {N('measure', ('+' if tin >= tout else '-') + str(abs(tin - tout)) + ' ml')}")
    if rng.random() < 0.6:
        L.append(f"comments: {word_neg(rng)}; {drug(rng)}; {N('eponym', 'Foley catheter')} in situ, {meas(rng)}")
    if rng.random() < 0.5:
        L.append(f"escalated to {doc(Person(rng), rng)} pager {pager(rng)} re {N('vital', 'SBP ' + str(rng.randint(70, 89)))}")
    key = "; ".join(f"{P('DOCTOR', x.initials())} = {P('DOCTOR', x.given + ' ' + x.surname)}" for x in nurses)
    L.append("initials key: " + key)
    L.append(f"source ip {ip(rng)}  export id {idnum(rng, 'order')}")
    if rng.random() < 0.3:
        L.append("; ".join(extras(region, rng, rng.randint(1, 2))))
    return "\n".join(L)


# 3 ------------------------------------------------------------ pharmacy dispensing log
def pharmacy(rng, region):
    d = rdate(rng)
    ph = P("HOSPITAL", rng.choice(PL.PHARMACIES[region] + PL.HOSPITALS[region]))
    rph = Person(rng)
    L = []
    L.append(f"DISPENSING LOG  {ph}  {D(d, region, rng, rng.choice(['num4', 'iso', 'dmy_mon', 'wd_full']))}")
    if rng.random() < 0.6:
        L.append(f"ph {phone(region, rng)}  fax {phone(region, rng, 'FAX')}  {'npi' if region == 'US' else rng.choice(['lic', 'reg'])} {license_(region, rng, 'npi' if region == 'US' else 'med')}")
    lay = rng.choice(["csv", "semi", "pipe"])
    hdr = ["rx#", "time", "patient", "dob", "drug", "sig", "prescriber", "dea/reg", "rph", "user"]
    sep = {"csv": ",", "semi": "; ", "pipe": " | "}[lay]
    L.append(sep.join(hdr))
    docs = [Person(rng) for _ in range(3)]
    lic = {id(x): license_(region, rng, "dea" if region == "US" else "med") for x in docs}
    for _ in range(rng.randint(4, 12)):
        p = Person(rng)
        a = rng.randint(18, 95)
        pn = pat(p, rng, style=rng.choice(["caps_comma", "comma", "caps_comma_mid", "full", "init_sur"]))
        if lay == "csv" and "," in pn:
            pn = '"' + pn + '"'
        dd = rng.choice(docs)
        dn = doc(dd, rng, rng.choice(["dr", "sur", "comma", "dr_init"]))
        if lay == "csv" and "," in dn:
            dn = '"' + dn + '"'
        dg, sig = rng.choice(PL.DRUGS)
        cells = [idnum(rng, "rx"), tm(rng), pn, D(dob_for(d, a, rng), region, rng, rng.choice(["num4", "iso", "num2"])),
                 N("drug", dg), N("sig", sig), dn, lic[id(dd)],
                 P("DOCTOR", rph.initials().lower()), username(Person(rng), rng)]
        L.append(sep.join(cells))
    if rng.random() < 0.7:
        x = Person(rng)
        L.append(f"cabinet override {tm(rng)} by {nurse(x, rng)} biometric {bioid(rng)}: {N('drug', 'morphine')} {N('sig', '2 mg iv')} for {pat(Person(rng), rng, style='title')}")
    if rng.random() < 0.5:
        L.append(f"counselled {pat(Person(rng), rng, style='given')} re {N('drug', 'warfarin')} - {word_neg(rng)}; inr clinic {D(_after(d, rng, 3, 10), region, rng, 'wd_short')}")
    if rng.random() < 0.4:
        L.append(f"delivery to {address(region, rng)} - driver {P('DOCTOR', Person(rng).given)} van {plate(region, rng)}")
    L.append(f"pharmacist on duty: {doc(rph, rng, rng.choice(['full_cred', 'comma', 'initials']))}; terminal {ip(rng)}")
    if rng.random() < 0.3:
        L.append("; ".join(extras(region, rng, 2)))
    return "\n".join(L)


# 4 ------------------------------------------------------------ theatre list
def theatre(rng, region):
    d = rdate(rng)
    th = rng.randint(1, 14)
    sur = Person(rng)
    an = Person(rng)
    L = []
    L.append(f"THEATRE LIST  {hosp(region, rng)}  {rng.choice(['theatre', 'OR', 'th'])} {P('LOCATION_OTHER', th)}  {D(d, region, rng, rng.choice(['wd_full', 'wd_short', 'dmy_mon', 'num4']))}")
    L.append(f"surgeon {doc(sur, rng)}  anaesthetist {doc(an, rng)}  list coord {P('DOCTOR', Person(rng).given)} ext {P('PHONE', str(rng.randint(2000, 7999)))}")
    lay = rng.choice(["pipe", "fixed", "semi"])
    hdr = ["#", "time", "patient", "age/sex", "mrn", "procedure", "asa", "notes"]
    W = [3, 6, 24, 9, 11, 28, 6, 0]
    if lay == "pipe":
        L.append("| " + " | ".join(hdr) + " |")
    elif lay == "fixed":
        L.append("".join(pad(h, w) if w else h for h, w in zip(hdr, W)))
    for i in range(rng.randint(3, 13)):
        p = Person(rng)
        a = rng.randint(1, 94)
        asx = rng.choice([P("AGE", a) + p.sex, P("AGE", a) + "/" + p.sex, P("AGE", a) + "y " + p.sex, P("AGE", a) + " " + p.sex])
        note = rng.choice([
            lambda: N("word", "may") + " need icu bed",
            lambda: "latex allergy",
            lambda: f"interpreter - {rng.choice(['tongan', 'samoan', 'mandarin', 'tamil', 'cantonese', 'french'])}",
            lambda: f"{drug(rng)}",
            lambda: f"{lab_run(rng, 2)}",
            lambda: f"booked {D(_ago(d, rng, 5, 60), region, rng, 'short')}, {idnum(rng, 'case')}",
            lambda: f"nok {nok(region, rng, p)}",
            lambda: f"{N('eponym', rng.choice(PL.EPONYMS))}",
            lambda: "from " + ward(region, rng) + " bed " + bed(rng),
            lambda: "implant rep needed",
            lambda: N("measure", f"GA {rng.randint(34, 41)}+{rng.randint(0, 6)} wk") + " (lscs)",
            lambda: f"{N('cred', 'CRNA')} {P('DOCTOR', Person(rng).surname)}",
            lambda: "",
        ])()
        cells = [str(i + 1), tm4(rng), pat(p, rng, style=rng.choice(["caps_comma", "comma", "full", "caps", "initials_dot", "title"])),
                 asx, mrn(region, rng), N("proc", rng.choice(PL.PROCEDURES)), N("score", "ASA " + str(rng.randint(1, 4))), note]
        if lay == "pipe":
            L.append("| " + " | ".join(cells) + " |")
        elif lay == "fixed":
            L.append("".join(pad(c, w) if w else c for c, w in zip(cells, W)).rstrip())
        else:
            L.append("; ".join(c for c in cells if c))
    L.append(f"scrub: {nurse(Person(rng), rng)}; circ: {nurse(Person(rng), rng)}; {N('cred', 'PA-C')} {P('DOCTOR', Person(rng).given)}")
    if rng.random() < 0.5:
        L.append(f"list changes to {email(Person(rng), rng)} or fax {phone(region, rng, 'FAX')}; {word_neg(rng)}")
    if rng.random() < 0.3:
        L.append("; ".join(extras(region, rng, 2)))
    return "\n".join(L)


# 5 ------------------------------------------------------------ bed management export
def bedboard(rng, region):
    d = rdate(rng)
    L = []
    u = Person(rng)
    L.append(f"BED BOARD EXPORT {D(d, region, rng, rng.choice(['iso', 'num4', 'dmy_mon_dash']))} {tm(rng)}  site: {hosp(region, rng)}  user {username(u, rng)}@{ip(rng)}")
    lay = rng.choice(["fixed", "csv", "pipe"])
    hdr = ["ward", "bed", "patient", "age", "mrn", "adm", "edd", "status", "consultant"]
    W = [18, 5, 24, 5, 11, 11, 11, 22, 0]
    if lay == "fixed":
        L.append("".join(pad(h, w) if w else h for h, w in zip(hdr, W)))
    elif lay == "csv":
        L.append(",".join(hdr))
    else:
        L.append("|".join(hdr))
    docs = [Person(rng) for _ in range(4)]
    for _ in range(rng.randint(5, 22)):
        if rng.random() < 0.15:
            cells = [ward(region, rng), bed(rng), "-- empty --", "", "", "", "", rng.choice(["clean", "dirty - cleaning", "blocked (infection)"]), ""]
        else:
            p = Person(rng)
            ad = _ago(d, rng, 0, 30)
            pn = pat(p, rng, style=rng.choice(["caps_comma", "comma", "caps", "init_sur", "given_init"]))
            if lay == "csv" and "," in pn:
                pn = '"' + pn + '"'
            dn = doc(rng.choice(docs), rng, rng.choice(["sur", "dr", "initials"]))
            st = rng.choice(["awaiting ot", "dc pending - tts", "for rehab " + hosp(region, rng), "await " + N("dept", "ICU") + " bed",
                             "iso: mrsa contact", "palliative", N("word", "may") + " dc " + D(_after(d, rng, 0, 3), region, rng, "wd_short"),
                             "tx to " + hosp(region, rng), "med fit", "await " + N("dept", "Radiology"), "nok " + nok(region, rng, p)])
            if lay == "csv" and "," in st:
                st = '"' + st + '"'
            cells = [ward(region, rng), bed(rng), pn, P("AGE", rng.randint(16, 99)), mrn(region, rng),
                     D(ad, region, rng, rng.choice(["short", "num4", "iso"])), D(_after(d, rng, 0, 9), region, rng, rng.choice(["short", "num4", "iso"])), st, dn]
        if lay == "fixed":
            L.append("".join(pad(c, w) if w else c for c, w in zip(cells, W)).rstrip())
        elif lay == "csv":
            L.append(",".join(cells))
        else:
            L.append("|".join(cells))
    L.append(f"capacity: {N('measure', str(rng.randint(78, 104)) + '%')} occ; escalation {rng.choice(['level 2', 'opel 3', 'amber'])}; bed mgr {P('DOCTOR', Person(rng).given)} pager {pager(rng)}")
    if rng.random() < 0.4:
        L.append("; ".join(extras(region, rng, rng.randint(1, 2))))
    return "\n".join(L)


# 6 ------------------------------------------------------------ ED whiteboard snapshot
def ed_whiteboard(rng, region):
    d = rdate(rng)
    L = []
    L.append(f"ED WB snapshot {D(d, region, rng, rng.choice(['wd_short', 'num4', 'iso', 'dmy_mon']))} {tm(rng)} - {hosp(region, rng)}")
    docs = [Person(rng) for _ in range(3)]
    nrs = [Person(rng) for _ in range(3)]
    L.append(f"in charge: {doc(docs[0], rng, 'dr')}; cn {P('DOCTOR', nrs[0].given)}; triage {P('DOCTOR', nrs[1].given)} {N('cred', 'RN')}")
    lay = rng.choice(["pipe", "fixed", "free"])
    if lay == "pipe":
        L.append("rm | pt | a/s | cc | md | rn | dispo")
    for _ in range(rng.randint(4, 19)):
        p = Person(rng)
        a = rng.randint(0, 99)
        if a < 2 and rng.random() < 0.5:
            asx = P("AGE", rng.randint(2, 11)) + rng.choice(["mo ", " mo "]) + p.sex
        else:
            asx = rng.choice([P("AGE", a) + p.sex, P("AGE", a) + "yo " + p.sex, P("AGE", a) + " " + p.sex, P("AGE", a) + "/" + p.sex])
        cc = rng.choice(["cp", "sob", "abdo pain", "fall, ?nof", "syncope", "fever + rigors", "head inj " + score(rng),
                         "etoh", "dka " + N("lab", "BGL " + str(rng.randint(18, 33))), "rash", "ams", "back pain",
                         "cp - trop " + N("lab", str(rng.randint(10, 900))), "sob " + N("vital", "SpO2 " + str(rng.randint(82, 93)) + "%"),
                         "mvc - driver, car " + plate(region, rng), "mvc, vin " + vin(rng), "overdose " + N("drug", "paracetamol")])
        md = doc(rng.choice(docs), rng, rng.choice(["sur", "dr", "initials"]))
        rn = P("DOCTOR", rng.choice(nrs).given) if rng.random() < 0.6 else P("DOCTOR", rng.choice(nrs).initials())
        dispo = rng.choice(["adm " + N("dept", rng.choice(["CCU", "Gen Med", "Ortho", "HDU"])), "dc", "await ct",
                            "ref " + hosp(region, rng), "obs", N("word", "will") + " need bed", "bloods " + lab_run(rng, 2), "lwbs", ""])
        rmv = rng.choice(["rm ", "bed ", "cub ", "resus ", "c", "hall ", ""]) + (room(rng) if rng.random() < 0.5 else bed(rng))
        pn = pat(p, rng, style=rng.choice(["initials", "initials_dot", "title", "given_init", "init_sur", "sur", "caps"]))
        cells = [rmv, pn, asx, cc, md, rn, dispo]
        if lay == "pipe":
            L.append(" | ".join(cells))
        elif lay == "fixed":
            W = [10, 16, 9, 26, 14, 10, 0]
            L.append("".join(pad(c, w) if w else c for c, w in zip(cells, W)).rstrip())
        else:
            L.append(f"{cells[0]}: {pn} {asx} {cc} - {md}/{rn} {dispo}".rstrip())
    L.append(f"ambos waiting: {rng.randint(0, 6)}; {N('measure', 'longest wait ' + str(rng.randint(1, 9)) + ' h')}; board ip {ip(rng)}")
    if rng.random() < 0.5:
        L.append("; ".join(extras(region, rng, rng.randint(1, 3))))
    return "\n".join(L)


# 7 ------------------------------------------------------------ physician sign-out list
def signout(rng, region):
    d = rdate(rng)
    a1, a2 = Person(rng), Person(rng)
    L = []
    L.append(f"{rng.choice(['SIGNOUT', 'sign-out', 'handover', 'Night handover'])} {D(d, region, rng, rng.choice(['wd_short', 'wd_full', 'num4', 'short']))} "
             f"{doc(a1, rng, rng.choice(['sur', 'dr', 'full_cred', 'initials']))} -> {doc(a2, rng, rng.choice(['sur', 'dr', 'full_cred', 'initials']))} (pager {pager(rng)})")
    L.append(f"service: {N('dept', rng.choice(['Gen Med', 'Renal', 'Haem', 'Cardiology', 'Gen Surg']))} team {rng.choice(['A', 'B', '3', 'blue'])}, {hosp(region, rng)}")
    for i in range(rng.randint(2, 13)):
        p = Person(rng)
        a = rng.randint(18, 99)
        bits = [f"{i + 1}) {pat(p, rng, style=rng.choice(['sur', 'title', 'given_init', 'full', 'initials', 'caps']))} {agesex(a, p.sex, rng)} rm {room(rng)}"]
        bits.append(rng.choice(["chf exac", "urosepsis", "nstemi", "aki on ckd", "cap", "gi bleed", "dka", "copd exac", "cellulitis", "hyponatraemia"]) +
                    (" " + N("icd", rng.choice(PL.ICD)) if rng.random() < 0.3 else ""))
        opts = [
            lambda: "labs " + lab_run(rng),
            lambda: drug(rng),
            lambda: "to do: f/u echo " + D(_after(d, rng, 0, 4), region, rng, rng.choice(["short", "wd_short"])),
            lambda: "abx " + D(_ago(d, rng, 1, 5), region, rng, "short") + "-" + D(_after(d, rng, 1, 6), region, rng, "short"),
            lambda: "if sbp<90 bolus 500, call " + doc(Person(rng), rng, "dr"),
            lambda: "family: " + nok(region, rng, p),
            lambda: "code status " + rng.choice(["full", "dnr/dni", "nfr"]) + ", " + word_neg(rng),
            lambda: "adm " + D(_ago(d, rng, 1, 9), region, rng, rng.choice(["short", "md"])) + " from " + rng.choice(["home", "rest home", "ed"]) + (" (" + hosp(region, rng) + ")" if rng.random() < 0.5 else ""),
            lambda: score(rng) + "; " + N("eponym", rng.choice(PL.EPONYMS)),
            lambda: "works as " + prof(rng) + ", wants sick note for " + org(rng),
            lambda: "vitals " + " ".join(vitals(rng)[:3]),
            lambda: "dc planned " + D(_after(d, rng, 1, 5), region, rng, rng.choice(["wd_short", "md", "short"])),
            lambda: meas(rng),
        ]
        rng.shuffle(opts)
        bits += [f() for f in opts[:rng.randint(2, 6)]]
        L.append(rng.choice(["; ", " - ", ". "]).join(bits))
    if rng.random() < 0.5:
        L.append(f"cross-cover reachable {phone(region, rng)}; {N('word', 'hope')} quiet night")
    if rng.random() < 0.3:
        L.append("; ".join(extras(region, rng, 2)))
    return "\n".join(L)


# 8 ------------------------------------------------------------ dialysis run sheet
def dialysis(rng, region):
    d = rdate(rng)
    p = Person(rng)
    a = rng.randint(24, 91)
    n1, n2 = Person(rng), Person(rng)
    L = []
    L.append(f"HD RUN SHEET - {P('HOSPITAL', rng.choice(PL.HOSPITALS[region]))}  station {P('LOCATION_OTHER', rng.randint(1, 24))}  {D(d, region, rng, rng.choice(['wd_full', 'wd_short', 'num4', 'iso', 'dmy_mon']))}")
    L.append(f"pt {pat(p, rng)} ({agesex(a, p.sex, rng)})  mrn {mrn(region, rng)}  dob {D(dob_for(d, a, rng), region, rng, rng.choice(['num4', 'iso', 'dmy_mon']))}")
    L.append(f"neph {doc(Person(rng), rng)}; access {rng.choice(['l avf', 'r avf', 'l avg', 'r ij permcath', 'tcvc'])} created {D(_ago(d, rng, 100, 2000), region, rng, rng.choice(['monyear', 'year', 'num4']))}")
    L.append(f"machine {N('device_model', 'Arcline 3000')} sn {device_sn(rng)}; dialyser {N('device_model', rng.choice(['Renova F160', 'Renova F180', 'Hemoflo 17']))}; bath k2 ca1.25; {N('drug', 'heparin')} {N('sig', str(rng.choice([1000, 2000, 2500])) + ' units bolus')}")
    L.append(f"dry wt {N('measure', str(round(rng.uniform(48, 120), 1)) + ' kg')}; pre wt {N('measure', str(round(rng.uniform(50, 124), 1)) + ' kg')}; uf goal {N('measure', str(round(rng.uniform(0.5, 4), 1)) + ' l')}")
    lay = rng.choice(["fixed", "pipe", "semi"])
    hdr = ["time", "bp", "hr", "qb", "vp", "tmp", "uf", "init"]
    if lay == "fixed":
        L.append("".join(pad(h, 8) for h in hdr).rstrip())
    elif lay == "pipe":
        L.append(" | ".join(hdr))
    for _ in range(rng.randint(5, 10)):
        cells = [tm(rng), N("vital", f"{rng.randint(85, 180)}/{rng.randint(45, 100)}"), N("vital", str(rng.randint(55, 120))),
                 N("measure", str(rng.choice([250, 300, 350, 400]))), N("measure", str(rng.randint(90, 220))),
                 N("measure", str(rng.randint(20, 160))), N("measure", str(rng.randint(0, 3500))),
                 P("DOCTOR", rng.choice([n1, n2]).initials().lower() if rng.random() < 0.5 else rng.choice([n1, n2]).initials())]
        if lay == "fixed":
            L.append("".join(pad(c, 8) for c in cells).rstrip())
        elif lay == "pipe":
            L.append(" | ".join(cells))
        else:
            L.append("; ".join(cells))
    L.append(f"post: {' '.join(vitals(rng)[1:3])}; {N('lab', 'Kt/V ' + str(round(rng.uniform(0.9, 1.8), 2)))}; {lab_run(rng, 3)}")
    opts = [
        lambda: f"{N('drug', 'epoetin alfa')} {N('sig', '4000 units iv post-hd')} given",
        lambda: f"transport: {rng.choice(['taxi', 'hospital shuttle', 'son drives'])} - vehicle {plate(region, rng)}",
        lambda: f"biometric check-in {bioid(rng)}",
        lambda: f"next session {D(_after(d, rng, 2, 3), region, rng, rng.choice(['wd_short', 'wd_full', 'md']))} {tm(rng)}",
        lambda: f"missed run on {P('DATE', rng.choice(HOLIDAYS[region]))}; {word_neg(rng)}",
        lambda: "lives at " + address(region, rng),
        lambda: "nok " + nok(region, rng, p),
        lambda: f"remote monitor gateway {ip(rng)}, portal {url(rng)}",
        lambda: f"transplant w/u at {hosp(region, rng)}, coordinator {email(Person(rng), rng)}",
        lambda: f"funding: {healthplan(region, rng)}" + (f"; ssn {ssn('US', rng)}" if region == "US" else (f"; sin {ssn('CA', rng)}" if region == "CA" else "")),
        lambda: f"pt still works as {prof(rng)} part-time",
    ]
    rng.shuffle(opts)
    L += [f() for f in opts[:rng.randint(2, 6)]]
    L.append(f"on: {nurse(n1, rng)}  off: {nurse(n2, rng)}  checked {P('DOCTOR', n1.initials().lower())}/{P('DOCTOR', n2.initials().lower())}")
    return "\n".join(L)


# 9 ------------------------------------------------------------ transfusion record
def transfusion(rng, region):
    d = rdate(rng)
    p = Person(rng)
    a = rng.randint(1, 97)
    n1, n2 = Person(rng), Person(rng)
    L = []
    L.append(f"{rng.choice(['TRANSFUSION RECORD', 'Blood admin record', 'TRANSFUSION ADMINISTRATION'])} - {hosp(region, rng)} {N('dept', 'Blood Bank')}")
    L.append(f"patient {pat(p, rng, style=rng.choice(['caps_comma', 'caps_comma_mid', 'full', 'comma']))}  mrn {mrn(region, rng)}  dob {D(dob_for(d, a, rng), region, rng, rng.choice(['num4', 'iso', 'dmy_mon']))}  {agesex(a, p.sex, rng)}  loc {ward(region, rng)} bed {bed(rng)}")
    L.append(f"group {N('lab', rng.choice(['O pos', 'O neg', 'A pos', 'B pos', 'AB neg', 'A neg']))}; antibody screen neg; xm sample {idnum(rng, 'acc')} collected {D(_ago(d, rng, 0, 2), region, rng)} {tm(rng)}")
    L.append(f"consent {D(_ago(d, rng, 0, 3), region, rng, 'short')} by {doc(Person(rng), rng)}; indication {N('lab', 'Hb ' + str(rng.randint(58, 79)))} {rng.choice(['symptomatic', 'pre-op', 'active bleed', 'chemo'])}")
    for u in range(rng.randint(1, 4)):
        prod = rng.choice(["prbc", "plt (pooled)", "ffp", "cryo", "prbc irradiated"])
        L.append(f"unit {u + 1}: {prod} #{idnum(rng, 'unit')} start {tm(rng)} end {tm(rng)}; checked {P('DOCTOR', n1.given)} + {P('DOCTOR', n2.initials())}")
        lay = rng.choice(["pipe", "semi"])
        for mark in ["pre", "15 min", "end"]:
            v = vitals(rng)
            if lay == "pipe":
                L.append(f"  {mark} | " + " | ".join(v[:4]))
            else:
                L.append(f"  {mark}: " + "; ".join(v[:4]))
    L.append(rng.choice(["reaction: nil", "reaction: fever 38.3 - stopped, " + N("drug", "paracetamol") + " given, bb notified",
                         "reaction: urticaria, " + N("drug", "loratadine") + " 10 mg", "no reaction"]))
    opts = [
        lambda: f"post {lab_run(rng, 3)}",
        lambda: f"hx prev transfusion {D(_ago(d, rng, 200, 3000), region, rng, rng.choice(['year', 'monyear']))} in {country(rng)}",
        lambda: f"jehovah's witness? no; {word_neg(rng)}",
        lambda: f"hv notified: {email(Person(rng), rng)}",
        lambda: f"bb tech {P('DOCTOR', Person(rng).given)} x{P('PHONE', str(rng.randint(2000, 8999)))}",
        lambda: f"pt id by wristband + fingerprint {bioid(rng)}",
        lambda: f"family present: {nok(region, rng, p)}",
        lambda: f"order {idnum(rng, 'order')}; enc {account(rng)}" + (f"; ss# {ssn('US', rng)}" if rng.random() < 0.5 else ""),
        lambda: f"{N('eponym', rng.choice(TX_EPON))} ; {drug(rng)}",
        lambda: f"pump sn {device_sn(rng)}",
    ]
    rng.shuffle(opts)
    L += [f() for f in opts[:rng.randint(2, 6)]]
    L.append(f"administered by {nurse(n1, rng)}; 2nd check {nurse(n2, rng)}; {D(d, region, rng)}")
    return "\n".join(L)


# 10 ----------------------------------------------------------- device / implant log
def implant(rng, region):
    d = rdate(rng)
    L = []
    L.append(f"IMPLANT / DEVICE LOG  {hosp(region, rng)}  {rng.choice(['theatre', 'cath lab', 'OR', 'suite'])} {P('LOCATION_OTHER', rng.randint(1, 12))}  {D(d, region, rng, rng.choice(['dmy_mon', 'num4', 'iso', 'mdy_long']))}")
    lay = rng.choice(["csv", "pipe", "free"])
    if lay == "csv":
        L.append("time,patient,mrn,proc,device,ref,sn,surgeon,recorded_by")
    elif lay == "pipe":
        L.append("time | patient | mrn | proc | device | ref | sn | surgeon | recorded_by")
    for _ in range(rng.randint(2, 7)):
        p = Person(rng)
        pn = pat(p, rng, style=rng.choice(["caps_comma", "comma", "full", "caps", "init_sur"]))
        sur = doc(Person(rng), rng, rng.choice(["sur", "dr", "comma", "initials"]))
        if lay == "csv":
            pn = '"' + pn + '"' if "," in pn else pn
            sur = '"' + sur + '"' if "," in sur else sur
        ref = N("ref", "REF " + str(rng.randint(1000, 99999)))
        cells = [tm4(rng), pn, mrn(region, rng), N("proc", rng.choice(PL.PROCEDURES)), N("device_model", rng.choice(PL.DEVICE_MODELS)), ref,
                 device_sn(rng), sur, username(Person(rng), rng)]
        if lay == "csv":
            L.append(",".join(cells))
        elif lay == "pipe":
            L.append(" | ".join(cells))
        else:
            L.append(f"{cells[0]} {pn}, mrn {cells[2]}: {cells[3]}; {cells[4]} {ref} sn {cells[6]} - {sur}, logged {cells[8]}")
        if rng.random() < 0.3:
            L.append(f"  pt card given; registry {url(rng)}; lead sn {device_sn(rng)}; {score(rng)}")
    opts = [
        lambda: f"loaner tray returned by courier, van {plate(region, rng)}",
        lambda: f"remote monitor paired to home hub {ip(rng)}",
        lambda: f"mri conditional: {N('word', 'may')} scan 1.5T; {N('eponym', rng.choice(PL.EPONYMS))}",
        lambda: f"recall letter to pt {D(_after(d, rng, 30, 400), region, rng, 'monyear')}: contact {email(Person(rng), rng)}",
        lambda: f"device clinic ph {phone(region, rng)} fax {phone(region, rng, 'FAX')}",
        lambda: f"{drug(rng)} given on call",
        lambda: f"follow-up {D(_after(d, rng, 7, 60), region, rng, rng.choice(['wd_short', 'md', 'num4']))} at {hosp(region, rng)}",
        lambda: f"explanted gen sn {device_sn(rng)} from {pat(Person(rng), rng, style='title')} (orig impl {D(_ago(d, rng, 1500, 4000), region, rng, 'year')})",
    ]
    rng.shuffle(opts)
    L += [f() for f in opts[:rng.randint(2, 5)]]
    L.append(f"log checked {nurse(Person(rng), rng)}; biomed {P('DOCTOR', Person(rng).given)} ({N('dept', 'Biomed')}) pager {pager(rng)}")
    return "\n".join(L)


# 11 ----------------------------------------------------------- specimen tracking log
def specimen(rng, region):
    d = rdate(rng)
    L = []
    L.append(f"SPECIMEN TRACKING  {hosp(region, rng)} {N('dept', rng.choice(PL.LABS))}  run {D(d, region, rng, rng.choice(['iso', 'num4', 'dmy_mon_dash', 'compact']))}")
    lay = rng.choice(["pipe", "fixed", "csv"])
    hdr = ["accession", "collected", "recv", "patient", "mrn", "test", "status", "user"]
    W = [14, 18, 7, 24, 11, 20, 14, 0]
    if lay == "pipe":
        L.append(" | ".join(hdr))
    elif lay == "fixed":
        L.append("".join(pad(h, w) if w else h for h, w in zip(hdr, W)))
    else:
        L.append(",".join(hdr))
    for _ in range(rng.randint(4, 22)):
        p = Person(rng)
        pn = pat(p, rng, style=rng.choice(["caps_comma", "comma", "caps", "init_sur", "full"]))
        if lay == "csv" and "," in pn:
            pn = '"' + pn + '"'
        test = rng.choice(["cbc", "bmp", "lft", "coags", "bcx x2", "ua/ucx", "trop", "histo bx", "swab mrsa", "abg", "tdm vanc"])
        st = rng.choice(["resulted", "in transit", "received", "rejected-haemolysed", "pending", "crit called",
                         "resulted: " + lab_run(rng, 1), "added-on", "mislabelled"])
        cells = [idnum(rng, "acc"), D(_ago(d, rng, 0, 1), region, rng, rng.choice(["short", "num4", "iso"])) + " " + tm(rng), tm(rng), pn, mrn(region, rng), N("test", test), st, username(Person(rng), rng)]
        if lay == "pipe":
            L.append(" | ".join(cells))
        elif lay == "fixed":
            L.append("".join(pad(c, w) if w else c for c, w in zip(cells, W)).rstrip())
        else:
            L.append(",".join(cells))
    opts = [
        lambda: f"crit {N('lab', 'K ' + str(round(rng.uniform(6.2, 7.4), 1)))} phoned to {nurse(Person(rng), rng)} on {ward(region, rng)} {tm(rng)}, read back",
        lambda: f"courier run: {P('DOCTOR', Person(rng).given)}, vehicle {plate(region, rng)}, left {hosp(region, rng)} {tm(rng)}",
        lambda: f"send-out to ref lab, req {idnum(rng, 'req')}; results fax {phone(region, rng, 'FAX')}",
        lambda: f"scanner {ip(rng)} offline {tm(rng)}-{tm(rng)}",
        lambda: f"pathologist {doc(Person(rng), rng)}; {N('eponym', rng.choice(PL.EPONYMS))} ?; {N('icd', rng.choice(PL.ICD))}",
        lambda: f"rejected sample re-collect requested from {doc(Person(rng), rng, 'dr')} ({phone(region, rng)}); {word_neg(rng)}",
        lambda: f"order {idnum(rng, 'order')} billed to {account(rng)}",
        lambda: f"results portal {url(rng)}",
        lambda: f"reviewed {D(d, region, rng, 'short')} by {P('DOCTOR', Person(rng).initials().lower())}/{P('DOCTOR', Person(rng).initials().lower())}",
    ]
    rng.shuffle(opts)
    L += [f() for f in opts[:rng.randint(2, 5)]]
    return "\n".join(L)


GENRES = [
    ("nursing_admission_checklist", nursing_admission),
    ("flowsheet_export", flowsheet),
    ("pharmacy_dispensing_log", pharmacy),
    ("theatre_list", theatre),
    ("bed_management_export", bedboard),
    ("ed_whiteboard", ed_whiteboard),
    ("physician_signout", signout),
    ("dialysis_run_sheet", dialysis),
    ("transfusion_record", transfusion),
    ("device_implant_log", implant),
    ("specimen_tracking_log", specimen),
]
