"""Note parts shared by the genres: letterheads, patient blocks, signatures, cc, meds, labs, vitals."""
from doc import P
import phi
import pools_clin as PC
import pools_places as PL
from case import addr_inline, addr_lines, dr


def age_phrase(c, rng, allow_sex=False, article=False):
    a = c["age"]
    sx = "M" if c["sex"] == "M" else "F"
    opts = [0, 1, 2, 3, 4, 7, 8] + ([5, 6] if allow_sex else [])
    if article:
        opts = [k for k in opts if k not in (4, 7)]
    k = rng.choice(opts)
    if k == 0:
        return [a, "-year-old"]
    if k == 1:
        return [a, " yo"]
    if k == 2:
        return [a, "yo"]
    if k == 3:
        return [a, " y/o"]
    if k == 4:
        return ["aged ", a]
    if k == 5:
        return [a, sx]
    if k == 6:
        return [a, " " + sx]
    if k == 7:
        return [P(phi.words(c["age_n"]), "AGE"), "-year-old"]
    return [a, " year old"]


def age_short(c, rng):
    a = c["age"]
    k = rng.randrange(5)
    return [[a, "y"], [a, " yrs"], ["Age ", a], [a, " years"], [a]][k]


def letterhead(d, c, rng):
    ha = c["hosp_addr"]
    k = rng.randrange(3)
    if k == 0:
        d.f("{hosp}\n", c)
        d.t(rng.choice(["Department of Cardiology - Heart Rhythm Service\n", "Cardiac Rhythm Management Service\n",
                        "Electrophysiology & Devices\n", "Arrhythmia Service, Cardiology Directorate\n"]))
        d.put(addr_inline(ha, c["country"])).nl()
        d.f("Tel: {p}   Fax: {f}\n", p=c["dept_phone"], f=c["dept_fax"])
        d.f("Email: {e}\n\n", e=c["dept_email"])
    elif k == 1:
        d.f("{hosp} | Heart Rhythm Centre | ", c)
        d.put([ha["street"], ", ", ha["city"]])
        d.f("\nSecretary: {p} | Fax {f} | {u}\n\n", p=P(c["dept_phone"].v + " " + phi.ext(rng), "PHONE") if rng.random() < 0.5 else c["dept_phone"],
            f=c["dept_fax"], u=c["dept_url"])
    else:
        d.f("{H}\nCardiology Department\n", H=P(c["hosp"].v.upper(), "HOSPITAL"))
        d.put(addr_lines(ha, c["country"]))
        d.f("Direct line {p}  Fax {f}  {e}\n\n", p=c["dept_phone"], f=c["dept_fax"], e=c["dept_email"])


def pt_block(d, c, rng, style=None, extra=True):
    pt = c["pt"]
    D = c["D"]
    style = style if style is not None else rng.randrange(4)
    c["_ps"] = style
    if style == 0:
        d.f("Name: {n}    DOB: {dob} (", n=pt.LF(), dob=c["dob"])
        d.put(age_short(c, rng))
        d.f(")    {ml}: {mrn}\n{hl}: {hp}", c, ml=c["mrn_label"], hl=c["hp_label"])
        if extra and c["ssn"] is not None and rng.random() < 0.5:
            d.f("    {sl}: {ssn}", c, sl=c["ssn_label"])
        d.nl()
        d.t("Address: ").put(addr_inline(c["addr"], c["country"])).nl()
    elif style == 1:
        d.f("Patient: {n} | {ml} {mrn} | DOB {dob} | Age ", c, n=pt.full(), ml=c["mrn_label"])
        d.f("{a} | Sex {s}\n", a=c["age"], s=c["sex"])
        d.f("{hl}: {hp} | {al}: {acct}\n", c, hl=c["hp_label"], al=c["acct_label"])
        if c["country"] in ("US", "IE", "AU") and rng.random() < 0.6:
            ins = {"US": PL.INSURERS_US, "IE": PL.INSURERS_IE, "AU": PL.INSURERS_AU}[c["country"]]
            d.f("Payer: {ins}\n", ins=P(rng.choice(ins), "ORGANIZATION"))
    elif style == 2:
        d.f("PATIENT NAME: {n}\nD.O.B.: {dob}   SEX: {s}   AGE: {a}\n{ml}: {mrn}   {al}: {acct}\n", c,
            n=pt.LF(), s=c["sexw"].upper(), a=c["age"], ml=c["mrn_label"].upper(), al=c["acct_label"].upper())
        if extra and c["ssn"] is not None:
            d.f("{sl}: {ssn}\n", c, sl=c["ssn_label"])
        d.f("Phone: {ph}\n", ph=c["phone"])
        if rng.random() < 0.35:
            d.f("Country of birth: {cb}\n", cb=c["origin"])
    else:
        d.f("{t} {n}  ({dob})  {ml} {mrn}  {hl} {hp}\n", c, t=c["title"], n=pt.fml(), ml=c["mrn_label"], hl=c["hp_label"])
    return d


def re_line(d, c, rng):
    """'Re:' block used in letters."""
    pt = c["pt"]
    d.f("Re: {t} {n}", t=c["title"], n=pt.full() if rng.random() < 0.6 else pt.fml())
    d.f("   DOB: {dob}   {ml}: {mrn}", c, ml=c["mrn_label"])
    if rng.random() < 0.7:
        d.f("   {hl}: {hp}", c, hl=c["hp_label"])
    d.nl()
    d.put(addr_inline(c["addr"], c["country"], with_country=rng.random() < 0.2)).nl()
    return d


def sign(d, c, rng, who, dated=None, esign=None, letter=False):
    p = c[who] if isinstance(who, str) else who
    k = rng.randrange(4) if letter else rng.choice([0, 1, 3])
    t = (p.title_ + " ") if p.title_ else ""
    if k == 0:
        d.f("\n{t}{n} {cr}\n", t=t, n=p.full(), cr=p.cred)
        d.t(role_title(p) + "\n")
        if rng.random() < 0.6:
            d.f("{ll} {lv}\n", ll=p.lic[0], lv=P(p.lic[1], "LICENSE"))
    elif k == 1:
        d.f("\nSigned: {n}, {cr}", n=p.full(), cr=p.cred)
        if rng.random() < 0.5:
            d.f(" ({ll} {lv})", ll=p.lic[0], lv=P(p.lic[1], "LICENSE"))
        d.nl()
    elif k == 2:
        d.f("\nYours sincerely,\n\n\n{t}{n}\n{cr}\n", t=t, n=p.fml(), cr=role_title(p))
    else:
        d.f("\n-- {n} ({cr})\n", n=p.fi_last() if p.title_ else p.full(), cr=p.cred)
    if esign or (esign is None and rng.random() < 0.45):
        D = c["D"]
        day = dated or c["index"]
        d.f("Electronically signed by {n} on {dd} {tm}", n=p.full(), dd=D.d(day), tm=phi.clock(rng))
        if rng.random() < 0.6:
            d.f(" [user: {u}]", u=p.username(rng))
        d.nl()
    return d


def role_title(p):
    return {"cons": "Consultant Cardiologist & Electrophysiologist", "reg": "Cardiology Registrar",
            "phys": "Cardiac Physiologist, Device Clinic", "nurse": "Arrhythmia Nurse Specialist",
            "anaes": "Consultant Anaesthetist", "gp": "General Practitioner"}.get(getattr(p, "role", ""), "Heart Rhythm Team")


def cc_block(d, c, rng, patient=True):
    gp = c["gp"]
    d.t("\ncc: ")
    d.f("{t} {n}, {pr}, ", t=gp.title_, n=gp.full() if rng.random() < 0.6 else gp.fi_last(), pr=c["gp_prac"])
    d.put(addr_inline(c["gp_addr"], c["country"]))
    if rng.random() < 0.4:
        d.f(" (fax {f})", f=c["gp_fax"])
    d.nl()
    if patient:
        d.f("    {t} {n} (patient), ", t=c["title"], n=c["pt"].full())
        d.put(addr_inline(c["addr"], c["country"])).nl()
    if rng.random() < 0.4:
        d.t("    ").put(dr(c["cons2"], rng, 1)).t(rng.choice([", Heart Failure Service", ", referring cardiologist", ", Cardiology"])).nl()
    return d


def dictation(d, c, rng):
    D = c["D"]
    ci = c["cons"].init(dots=False)
    d.f("\n{a}/{b}   D: {dd} {t1}   T: {dt} {t2}\n", a=ci, b=c["typist"], dd=D.d(c["index"]), t1=phi.clock(rng),
        dt=D.d(phi.add(c["index"], rng.randint(0, 6))), t2=phi.clock(rng))


def med_line(rng, country):
    name, doses, sigs = rng.choice(PC.MEDS)
    return name, rng.choice(doses), rng.choice(sigs)


def meds(d, c, rng, n=None, style=None, title="Medications"):
    n = n or rng.randint(4, 10)
    style = style if style is not None else rng.randrange(3)
    seen = set()
    d.t("%s:\n" % title)
    i = 0
    tries = 0
    while i < n and tries < 60:
        tries += 1
        name, dose, sig = med_line(rng, c["country"])
        if name in seen:
            continue
        seen.add(name)
        i += 1
        if style == 0:
            d.t("- %s %s %s\n" % (name, dose, sig))
        elif style == 1:
            d.t("%d. %s %s %s\n" % (i, name[0].upper() + name[1:], dose, sig))
        else:
            d.t("  %-34s %-14s %s\n" % (name, dose, sig))
    return d


def labs(d, c, rng, day=None, n=None):
    D = c["D"]
    panel = PC.US_LABS if c["country"] == "US" else PC.LABS
    n = n or rng.randint(6, 11)
    idx = sorted(rng.sample(range(len(panel)), min(n, len(panel))))
    d.t(rng.choice(["Bloods", "Labs", "Recent bloods", "Results", "Pre-procedure bloods"]))
    if day is not None:
        d.f(" ({dd})", dd=D.d(day))
    d.t(":\n")
    for i in idx:
        name, unit, lo, hi, dec, ref = panel[i]
        v = rng.uniform(lo, hi)
        val = ("%." + str(dec) + "f") % v
        d.t("  %-10s %8s %-14s (%s)\n" % (name, val, unit, ref))
    return d


def vitals(rng, us=False):
    sbp = rng.randint(96, 172)
    dbp = rng.randint(52, 98)
    hr = rng.randint(44, 112)
    sat = rng.randint(92, 100)
    rr = rng.randint(12, 22)
    t = round(rng.uniform(36.1, 37.8), 1)
    if us:
        tf = round(t * 9 / 5 + 32, 1)
        return "BP %d/%d  HR %d  RR %d  SpO2 %d%% RA  T %.1f F  Wt %d lb" % (sbp, dbp, hr, rr, sat, tf, rng.randint(120, 260))
    return "BP %d/%d mmHg, HR %d bpm, RR %d, SpO2 %d%% on air, T %.1f C, weight %.1f kg" % (sbp, dbp, hr, rr, sat, t, rng.uniform(48, 118))


def ecg(rng):
    return rng.choice(PC.ECG)


def comorbid(d, rng, n=None, title="PMH"):
    n = n or rng.randint(3, 7)
    items = rng.sample(PC.COMORBID, n)
    d.t("%s:\n" % title)
    for it in items:
        d.t("- %s\n" % it)
    return d


def indication(rng, kind):
    s = rng.choice(PC.INDICATIONS[kind])
    return (s.replace("{p}", "%.1f" % rng.uniform(3.2, 8.9)).replace("{ef}", str(rng.randint(18, 35)))
            .replace("{r}", "%.1f" % rng.uniform(6.1, 9.8)).replace("{q}", str(rng.randint(150, 196))))


def chads(rng):
    return "CHA2DS2-VASc %d, HAS-BLED %d" % (rng.randint(0, 7), rng.randint(0, 4))


def device_line(d, c, rng, with_sn=True):
    dev = c["dev"]
    d.t("%s %s" % (dev["maker"], dev["model"]))
    if with_sn:
        d.f(rng.choice([" (SN {s})", ", serial {s}", " S/N: {s}", " #{s}"]), s=dev["serial"])
    return d


def lead_table(d, c, rng, values=True):
    dev = c["dev"]
    for ld in dev["leads"]:
        d.f("  %-3s %-32s SN {s}" % (ld["ch"], ld["model"]), s=ld["serial"])
        if values:
            if ld["ch"] == "RA":
                d.t("   P %.1f mV, thr %.1f V @ 0.4 ms, imp %d ohms" % (rng.uniform(1.2, 5.5), rng.uniform(0.4, 1.5), rng.randint(380, 720)))
            elif ld["ch"] == "LV":
                d.t("   thr %.1f V @ 0.4 ms (%s), imp %d ohms, no PNS at 10 V" % (rng.uniform(0.6, 2.4), rng.choice(["D1-M2", "M2-P4", "P1-M3", "LV1-RV"]), rng.randint(450, 1100)))
            else:
                d.t("   R %.1f mV, thr %.1f V @ 0.4 ms, imp %d ohms" % (rng.uniform(5.5, 22.0), rng.uniform(0.3, 1.3), rng.randint(420, 880)))
                if ld["ch"] == "HV":
                    d.t(", HV %d ohms" % rng.randint(45, 85))
        d.nl()
    return d
