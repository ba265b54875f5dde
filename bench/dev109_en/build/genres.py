"""Genre templates. Each returns a marked string (PHI wrapped with core.p)."""
import datetime

from core import *  # noqa: F401,F403
import pools as P


def dd(ref, lo, hi):
    return ref + datetime.timedelta(days=R.randint(lo, hi))


def pt_header(pt, reg, ref, extra_acct=False):
    """A patient banner in one of several layouts."""
    style = ch(["kv", "pipe", "banner", "csv"])
    nm = name(pt, "PATIENT", ch(["full", "LASTFIRST", "lastfirst", "fulltitle"]))
    dob = pd(pt["dob"], reg, ch(["num", "iso", "dmon", "mon"]))
    m = p("MRN", mrn(reg))
    ml = mrn_label(reg)
    acct = f"{account_label()} {p('ACCOUNT', account(reg))}" if extra_acct else ""
    if style == "kv":
        s = f"Patient: {nm}\nDOB: {dob} ({agesex(pt, ch(['yo', 'sp', 'cat', 'slash']))})\n{ml} {m}"
        return s + (f"\n{acct}" if acct else "")
    if style == "pipe":
        return f"{nm} | DOB {dob} | {agesex(pt)} | {ml} {m}" + (f" | {acct}" if acct else "")
    if style == "banner":
        return f"=== {nm} === {ml} {m} === DOB {dob} === Age {p('AGE', pt['age'])} {pt['sex']}" + \
            (f" === {acct}" if acct else "")
    return f"patient,{nm.replace(',', '')},dob,{dob},mrn,{m}" if False else \
        f"PT: {nm}; {ml} {m}; DOB {dob}; {agesex(pt, 'slash')}" + (f"; {acct}" if acct else "")


def sig_line(st, reg, when):
    lic = ""
    if chance(0.35) and st["kind"] == "doc":
        lab, val = license_(reg, ch(["npi", "dea", "reg"]))
        lic = f" {lab} {p('LICENSE', val)}"
    return ch(["Electronically signed by ", "Signed: ", "e-signed ", "Reviewed by ", "-- "]) + \
        sname(st, ch(["fullcred", "drfull", "ilastcred"]) if st["kind"] == "doc" else "fullcred") + lic + \
        " " + pd(when, reg, ch(["num", "iso", "dmon"])) + " " + ftime()


# ------------------------------------------------------------------ 1 problem list export
def g_problem_list(reg):
    ref = rdate()
    pt = person(age=rage(), ref=ref)
    pcp = staff("doc")
    L = [ch(["PROBLEM LIST EXPORT", "Active Problem List", "Problem list (printed)", "PROBLEMS - SUMMARY VIEW"])]
    L.append(pt_header(pt, reg, ref, chance(0.3)))
    L.append(f"{ch(['PCP', 'GP', 'Primary care', 'Usual doctor'])}: {sname(pcp, ch(['drlast', 'drfull', 'fullcred']))}"
             f" - {hosp(reg, 'clinics')}" + (f" ph {p('PHONE', phone(reg, False))}" if chance(0.5) else ""))
    L.append("")
    fmt = ch(["pipe", "tab", "dash", "fixed"])
    probs = R.sample(P.PROBLEMS, R.randint(5, 11))
    authors = [staff("doc") for _ in range(2)] + [pcp]
    if fmt == "pipe":
        L.append("# | Problem | ICD-10 | Onset | Status | Noted by")
    elif fmt == "tab":
        L.append("#\tproblem\tcode\tonset\tstatus\tby")
    elif fmt == "fixed":
        L.append(pad("#", 4) + pad("Problem", 46) + pad("ICD10", 9) + pad("Onset", 14) + "Status/By")
    for i, (pr, code) in enumerate(probs, 1):
        on = pd(rdate(2003, ref.year), reg, ch(["monyear", "year", "mmyyyy", "num", "year"]))
        stt = ch(["active", "active", "chronic", "resolved", "inactive", "active - monitor"])
        by = sname(ch(authors), ch(["inits", "drlast", "last"]))
        if fmt == "pipe":
            L.append(f"{i} | {pr} | {code} | {on} | {stt} | {by}")
        elif fmt == "tab":
            L.append(f"{i}\t{pr}\t{code}\t{on}\t{stt}\t{by}")
        elif fmt == "fixed":
            L.append(pad(str(i), 4) + pad(pr, 46) + pad(code, 9) + pad(on, 14) + f"{stt} / {by}")
        else:
            L.append(f"- {pr} ({code}) since {on}, {stt}; {by}")
    if chance(0.6):
        L.append("")
        L.append("Allergies: " + ch(["NKDA", "penicillin (rash)", "sulfa - hives", "codeine - vomiting", "latex"]))
    L.append("")
    soc = ch(["Social", "SH", "Social hx"])
    spouse = relative(ch(["wife", "husband", "partner"]))
    bits = [f"{ch(['works as a ', 'retired ', 'occupation: ', 'ex-', 'former '])}{p('PROFESSION', ch(P.PROFESSIONS))}"]
    if chance(0.5):
        bits.append(f"employer {p('ORGANIZATION', ch(P.EMPLOYERS))}")
    bits.append(f"lives with {spouse['rel']} {fam(spouse)}")
    if chance(0.35):
        bits.append(f"born in {p('COUNTRY', ch(P.COUNTRIES))}, moved {pd(rdate(1975, 2015), reg, 'year')}")
    bits.append(ch(["ex-smoker 20 pk-yr", "never smoker", "ETOH 10 units/wk", "vapes", "nil ETOH"]))
    L.append(f"{soc}: " + "; ".join(bits))
    if chance(0.5):
        L.append(f"Last reviewed {pd(dd(ref, -30, 0), reg)} - {labs(reg, 3)}")
    if chance(0.4):
        L.append(f"Note: {wordfill()}; {eponym()}")
    L.append("")
    L.append(sig_line(pcp, reg, ref))
    L.append(f"printed {pd(ref, reg, 'iso')} {ftime()} by user {p('USERNAME', staff()['user'])}")
    return "\n".join(L)


# ------------------------------------------------------------------ 2 medication list export
def g_med_list(reg):
    ref = rdate()
    pt = person(age=rage(), ref=ref)
    L = [ch(["MEDICATION LIST", "Current Medications - export", "Home med list / reconciliation", "MED REC EXPORT"])]
    L.append(pt_header(pt, reg, ref))
    ph = ch(P.REGION[reg]["pharmacies"])
    L.append(f"Preferred pharmacy: {p('HOSPITAL', ph)}, {p('STREET', street(reg))}, "
             f"{p('CITY', ch(P.REGION[reg]['cities']))}  Ph {p('PHONE', phone(reg, False))}"
             + (f"  Fax {p('FAX', phone(reg, False))}" if chance(0.7) else ""))
    prescribers = [staff("doc") for _ in range(3)]
    fmt = ch(["pipe", "csv", "fixed", "list"])
    if fmt == "pipe":
        L.append("# | Drug | Dose | Route | Freq | Start | Prescriber | Last fill")
    elif fmt == "csv":
        L.append("row,drug,dose,route,freq,start,prescriber,last_fill")
    elif fmt == "fixed":
        L.append(pad("#", 4) + pad("Drug", 26) + pad("Dose", 11) + pad("Rt", 6) + pad("Freq", 16) + pad("Start", 14) + "Prescriber")
    for i in range(1, R.randint(6, 13)):
        d, dose, route, freq = ch(P.DRUGS)
        st = pd(rdate(2015, ref.year), reg, ch(["num", "iso", "mmyyyy", "monyear", "num2"]))
        pr = ch(prescribers)
        lf = pd(dd(ref, -60, -1), reg, ch(["num", "short", "iso"]))
        if fmt == "pipe":
            L.append(f"{i} | {d} | {dose} | {route} | {freq} | {st} | {sname(pr, ch(['drlast', 'last', 'inits']))} | {lf}")
        elif fmt == "csv":
            L.append(f"{i},{d},{dose},{route},{freq},{st},{sname(pr, ch(['last', 'inits', 'full']))},{lf}")
        elif fmt == "fixed":
            L.append(pad(str(i), 4) + pad(d, 26) + pad(dose, 11) + pad(route, 6) + pad(freq, 16) + pad(st, 14) + sname(pr, ch(['drlast', 'inits'])))
        else:
            L.append(f"{i}. {d} {dose} {route} {freq} (since {st}; {sname(pr, 'drlast')})")
    L.append("")
    L.append("Allergies: " + ch(["NKDA", "penicillin - anaphylaxis", "ACE inhibitor - angioedema", "morphine - itch", "nil known"]))
    if chance(0.6):
        L.append(f"Recent: {labs(reg)}")
    if chance(0.5):
        car = relative()
        L.append(f"Meds managed by {car['rel']} {fam(car)} ({p('PHONE', phone(reg))}); blister pack from pharmacy.")
    if chance(0.4):
        L.append(f"Pt {ch(['reports', 'states', 'says'])} {ch(['missing doses', 'stopped statin - myalgia', 'good adherence', 'takes warfarin 1800'])}. {wordfill().capitalize()}.")
    rec = staff(ch(["nurse", "other"]))
    L.append(f"Reconciled by {sname(rec, 'fullcred')} on {pd(ref, reg)} {ftime()}"
             + (f", verified {sname(staff('other'), 'fullcred')}" if chance(0.4) else ""))
    if chance(0.3):
        L.append(ch(["The patient brought all medicines in a bag and they were checked against the GP list.",
                     "Patient was unsure of the dose of one inhaler; the pharmacy will confirm.",
                     "Several duplicate entries were removed after discussion with the patient."]))
    return "\n".join(L)


# ------------------------------------------------------------------ 3 nursing flowsheet export
def g_flowsheet(reg):
    ref = rdate()
    pt = person(age=rage(), ref=ref)
    nurses = [staff("nurse") for _ in range(R.randint(2, 4))]
    ward = p("HOSPITAL", ch(P.REGION[reg]["wards"]))
    bed = p("LOCATION_OTHER", str(R.randint(1, 36)) + ch(["", "", "A", "B"]))
    sep = ch([",", "\t", "|", ","])
    L = [f"flowsheet export{sep}{name(pt, 'PATIENT', ch(['LASTFIRST', 'full', 'lastfirst']))}{sep}"
         f"{mrn_label(reg)} {p('MRN', mrn(reg))}{sep}{ward}{sep}bed {bed}"]
    if chance(0.5):
        L.append(f"DOB {pd(pt['dob'], reg, ch(['num', 'iso']))}{sep}{agesex(pt, ch(['sp', 'slash', 'yo']))}"
                 + (f"{sep}admitted {pd(dd(ref, -6, -1), reg)}" if chance(0.6) else ""))
    cols = ["date", "time", "HR", "RR", "BP", "SpO2", "Temp", ch(["NEWS2", "MEWS", "EWS"]), "AVPU", "pain", "init"]
    L.append(sep.join(cols))
    day = dd(ref, -3, 0)
    us = reg == "US"
    h = R.randint(0, 6)
    for i in range(R.randint(8, 16)):
        h += ch([1, 2, 2, 4, 4])
        if h >= 24:
            h -= 24
            day = day + datetime.timedelta(days=1)
        row = [pd(day, reg, ch(["num", "iso", "num2", "short"])), ftime(h, ch([0, 0, 15, 30])),
               str(R.randint(52, 128)), str(R.randint(12, 30)), f"{R.randint(90, 176)}/{R.randint(48, 98)}",
               f"{R.randint(88, 100)}%", f"{round(R.uniform(97, 101.5), 1)}" if us else f"{round(R.uniform(35.9, 38.9), 1)}",
               str(R.randint(0, 7)), ch(["A", "A", "A", "V", "C"]), f"{R.randint(0, 9)}/10",
               sname(ch(nurses), "inits")]
        line = sep.join(row)
        if chance(0.2):
            line += sep + ch([f"{wordfill()}", (lambda rr: f"{rr['rel']} {fam(rr, 'first')} at bedside")(relative(ch(['wife', 'son', 'daughter', 'husband']))),
                              "pt refused obs", f"Dr {p('DOCTOR', staff('doc')['last'])} informed", eponym(),
                              f"paged {pager_word(reg)} {p('PHONE', pager(reg))}", f"{drug_line()} given"])
        L.append(line)
    L.append("")
    L.append("initials key:")
    for n in nurses:
        L.append(f"{p('DOCTOR', n['inits'])} = {p('DOCTOR', n['first'] + ' ' + n['last'])}, {n['cred']}"
                 + (f" (user {p('USERNAME', n['user'])})" if chance(0.4) else ""))
    L.append(f"exported {pd(ref, reg, ch(['iso', 'num']))} {ftime()} by {p('USERNAME', ch(nurses)['user'])}")
    return "\n".join(L)


# ------------------------------------------------------------------ 4 MAR export
def g_mar(reg):
    ref = rdate()
    pt = person(age=rage(), ref=ref)
    nurses = [staff("nurse") for _ in range(R.randint(2, 4))]
    L = [ch(["MEDICATION ADMINISTRATION RECORD", "MAR export", "eMAR - 24h view", "MAR (administration history)"])]
    L.append(pt_header(pt, reg, ref))
    L.append(f"{ch(['Ward', 'Unit', 'Location'])}: {p('HOSPITAL', ch(P.REGION[reg]['wards']))}  "
             f"{ch(['Bed', 'Rm', 'Room'])} {p('LOCATION_OTHER', str(R.randint(1, 40)) + ch(['', 'A', 'B', '']))}  "
             f"Wt {R.randint(42, 130)} kg  Allergy: {ch(['NKDA', 'penicillin', 'nil', 'trimethoprim'])}")
    if chance(0.55):
        L.append(f"ID check: wristband scan + {ch(['fingerprint', 'palm-vein', 'iris'])} ID {p('BIOID', bioid())}")
    sep = ch(["\t", " | ", ","])
    L.append(sep.join(["seq", "drug", "dose", "route", "sched", "given", "status", "by", "witness"]))
    day = ref
    for i in range(1, R.randint(8, 16)):
        d, dose, route, freq = ch(P.DRUGS)
        sch = ftime(ch([6, 8, 12, 14, 18, 20, 22]), 0)
        status = ch(["given", "given", "given", "held - SBP<100", "refused", "given late", "not given - NBM"])
        n1 = ch(nurses)
        given = pd(day, reg, ch(["num", "short", "iso"])) + " " + ftime() if status.startswith("given") else "-"
        wit = sname(ch(nurses), "inits") if route in ("IV", "SC") and chance(0.6) else "-"
        L.append(sep.join([str(i), d, dose, route, sch, given, status, sname(n1, "inits"), wit]))
    if chance(0.7):
        L.append(f"PCA/infusion pump SN {p('DEVICE', device_id())} - {ch(['morphine', 'heparin', 'insulin', 'NS'])} running; "
                 + vitals(reg))
    if chance(0.4):
        L.append(f"Pharmacist review {pd(ref, reg)}: {sname(staff('other'), 'fullcred')} - {ch(['renal dose adjusted', 'INR 3.4 - warfarin held', 'K 3.1 - replace', 'no issues'])}")
    if chance(0.35):
        rr = relative(ch(['wife', 'husband', 'daughter', 'son']))
        L.append(f"{rr['rel'].capitalize()} {fam(rr, ch(['full', 'first']))} asked about pain relief - {wordfill()}")
    L.append("key: " + "; ".join(f"{p('DOCTOR', n['inits'])} {p('DOCTOR', n['first'] + ' ' + n['last'])} {n['cred']}" for n in nurses))
    return "\n".join(L)


# ------------------------------------------------------------------ 5 order audit log
ACTIONS = ["ORDER_NEW", "ORDER_SIGN", "ORDER_MODIFY", "ORDER_DC", "RESULT_VIEW", "CHART_OPEN", "NOTE_SIGN",
           "ORDER_COSIGN", "PRINT", "BTG_ACCESS"]


def g_audit(reg):
    ref = rdate()
    pts = [person(age=rage(), ref=ref) for _ in range(R.randint(1, 3))]
    users = [staff() for _ in range(R.randint(2, 5))]
    ips = {u["user"]: ipaddr() for u in users}
    mrns = [mrn(reg) for _ in pts]
    L = [ch(["ORDER AUDIT LOG", "audit_trail export", "Order audit - query results", "ACCESS/ORDER AUDIT"])]
    L.append(f"query: {ch(['mrn', 'patient'])} = {p('MRN', mrns[0])}; range {pd(dd(ref, -2, -1), reg, 'iso')}"
             f" to {pd(ref, reg, 'iso')}; run by {p('USERNAME', staff()['user'])}")
    fmt = ch(["pipe", "kv", "csv"])
    if fmt == "csv":
        L.append("seq,date,time,user,ws_ip,mrn,action,order_id,detail")
    t0 = dd(ref, -2, -2)
    for i in range(1, R.randint(8, 15)):
        u = ch(users)
        k = R.randrange(len(pts))
        dt = pd(t0 + datetime.timedelta(days=R.randint(0, 2)), reg, ch(["iso", "iso", "num"]))
        tm = f"{ftime()}:{R.randint(0, 59):02d}"
        act = ch(ACTIONS)
        oid = p("IDNUM", idnum("ord"))
        det = ch([drug_line(), f"CBC, BMP", "CXR PA/lat", "blood cultures x2", f"{labs(reg, 2)}", "ECG 12-lead",
                  "CT head non-contrast", "INR daily", "diet: NBM", "telemetry", "K replacement per protocol",
                  f"pt {name(pts[k], 'PATIENT', ch(['LASTFIRST', 'lastfirst', 'full']))}",
                  f"co-sign for {sname(ch(users), ch(['drlast', 'full', 'inits']))}"])
        if fmt == "pipe":
            L.append(f"{i} | {dt} {tm} | {p('USERNAME', u['user'])} | {p('IPADDR', ips[u['user']])} | {p('MRN', mrns[k])} | {act} | {oid} | {det}")
        elif fmt == "kv":
            L.append(f"[{dt} {tm}] user={p('USERNAME', u['user'])} ws={p('IPADDR', ips[u['user']])} mrn={p('MRN', mrns[k])} "
                     f"action={act} order={oid} :: {det}")
        else:
            L.append(",".join([str(i), dt, tm, p("USERNAME", u["user"]), p("IPADDR", ips[u["user"]]), p("MRN", mrns[k]),
                               act, oid, det.replace(", ", " ").replace(",", ";")]))
    L.append("")
    L.append("user directory:")
    for u in users:
        L.append(f"  {p('USERNAME', u['user'])} - {sname(u, 'fullcred')}"
                 + (f", {pager_word(reg)} {p('PHONE', pager(reg))}" if chance(0.5) else "")
                 + (f", {p('EMAIL', email(u, True))}" if chance(0.3) else ""))
    if chance(0.4):
        L.append(f"BTG reason: {ch(['patient deteriorating', 'covering colleague', 'emergency access'])} - reviewed by privacy officer "
                 f"{p('DOCTOR', staff()['first'] + ' ' + staff()['last'])} on {pd(dd(ref, 1, 5), reg)}")
    return "\n".join(L)


# ------------------------------------------------------------------ 6 theatre / procedure list
PROCS = ["lap cholecystectomy", "TKR right", "THR left", "hemiarthroplasty (NOF)", "lap appendicectomy",
         "Hartmann's procedure", "TURP", "cystoscopy + stent", "ORIF ankle", "Whipple procedure",
         "Nissen fundoplication", "carpal tunnel release", "EUA + I&D perianal abscess", "PPM insertion (dual)",
         "ICD generator change", "cataract phaco + IOL", "colonoscopy + polypectomy", "OGD", "inguinal hernia repair",
         "ureteroscopy + laser", "MUA Colles fracture", "debridement L foot", "AV fistula formation"]


def g_theatre(reg):
    ref = rdate()
    us = reg == "US"
    surg = staff("doc")
    anaes = staff("doc")
    scrub = staff("nurse")
    hosp_ = hosp(reg)
    L = [f"{ch(['THEATRE LIST', 'Operating list', 'OR SCHEDULE', 'Procedure list'])} - {hosp_}"]
    L.append(f"{ch(['Session', 'Date', 'List date'])}: {pd(ref, reg, ch(['wdlong', 'wdshort', 'num', 'dmonu']))} "
             f"{ch(['AM', 'PM', 'all day'])}  {ch(['Main theatres', 'Day surgery unit', 'Cath lab', 'Endoscopy suite'])}")
    L.append(f"Surgeon: {sname(surg, ch(['drlast', 'drfull', 'fullcred']))}   {'Anesthesia' if us else 'Anaesthetist'}: "
             f"{sname(anaes, ch(['drlast', 'drfull', 'fullcred']))}   Scrub: {sname(scrub, ch(['fullcred', 'full', 'inits']))}")
    fmt = ch(["pipe", "fixed", "tab"])
    hdr = ["#", "time", "patient", "age/sex", "MRN", "ward/bed", "procedure", "ASA", "notes"]
    if fmt == "pipe":
        L.append(" | ".join(hdr))
    elif fmt == "tab":
        L.append("\t".join(hdr))
    else:
        L.append(pad("#", 3) + pad("time", 7) + pad("patient", 28) + pad("a/s", 7) + pad("MRN", 12) + pad("ward/bed", 24) + "procedure")
    h = 8 if chance(0.6) else 13
    for i in range(1, R.randint(4, 9)):
        pt = person(age=rage(), ref=ref)
        tm = ftime(h, ch([0, 15, 30, 45]))
        h += ch([1, 1, 2])
        ward = ch(P.REGION[reg]["wards"])
        loc = ch([p("HOSPITAL", ward) + " bed " + p("LOCATION_OTHER", str(R.randint(1, 30))),
                  "DSU", "ED", p("HOSPITAL", ward), f"rm {p('LOCATION_OTHER', str(R.randint(200, 880)) + ch(['', 'A', 'B']))}"])
        proc = ch(PROCS)
        asa = f"ASA {R.randint(1, 4)}"
        notes = []
        if "PPM" in proc or "ICD" in proc or "THR" in proc or "TKR" in proc or chance(0.2):
            notes.append(f"implant SN {p('DEVICE', device_id())}")
        if chance(0.3):
            notes.append(ch(["latex allergy", "DM - first on list", "on apixaban - held 48h", "INR 1.1 today",
                             "Hb 98 - G&S x2", "K 5.4 repeat", "interpreter " + ch(P.LANGUAGES), eponym()]))
        if chance(0.15):
            notes.append(f"NOK {fam(relative(), 'full')} {p('PHONE', phone(reg, True))}")
        nt = "; ".join(notes) or "-"
        asx = agesex(pt, ch(["sp", "slash", "cat", "yo_"]))
        nm = name(pt, "PATIENT", ch(["LASTFIRST", "lastfirst", "full", "title"]))
        mm = p("MRN", mrn(reg))
        if fmt == "pipe":
            L.append(" | ".join([str(i), tm, nm, asx, mm, loc, proc, asa, nt]))
        elif fmt == "tab":
            L.append("\t".join([str(i), tm, nm, asx, mm, loc, proc, asa, nt]))
        else:
            L.append(pad(str(i), 3) + pad(tm, 7) + pad(nm, 28) + pad(asx, 7) + pad(mm, 12) + pad(loc, 24) + f"{proc} {asa} {nt}")
    L.append("")
    if chance(0.6):
        L.append(f"Case ref {p('IDNUM', idnum('case'))}; list coordinator {sname(staff('other'), 'full')} ext {p('PHONE', str(R.randint(2000, 7999)))}")
    L.append(f"{wordfill().capitalize()}. Team brief {ftime(7 if h < 12 else 12, 45)}.")
    return "\n".join(L)


# ------------------------------------------------------------------ 7 bed census
def g_census(reg):
    ref = rdate()
    ward = ch(P.REGION[reg]["wards"])
    nic = staff("nurse")
    L = [f"{ch(['BED CENSUS', 'Ward census export', 'Bed board snapshot', 'CENSUS'])} - {p('HOSPITAL', ward)}"
         f" - {pd(ref, reg, ch(['num', 'wdshort', 'iso', 'dmon']))} {ftime()}"]
    L.append(f"{ch(['NIC', 'Charge nurse', 'Nurse in charge'])}: {sname(nic, ch(['fullcred', 'full', 'firstcred']))} "
             f"{pager_word(reg)} {p('PHONE', pager(reg))}")
    cons = [staff("doc") for _ in range(R.randint(2, 4))]
    fmt = ch(["fixed", "csv", "pipe", "tab"])
    hdr = ["bed", "patient", "age", "sex", "MRN", "consultant", "admitted", "EDD", "status"]
    W = [6, 26, 5, 4, 12, 16, 14, 12]
    if fmt == "fixed":
        L.append("".join(pad(h, w) for h, w in zip(hdr, W)) + hdr[-1])
    else:
        L.append({"csv": ",", "pipe": " | ", "tab": "\t"}[fmt].join(hdr))
    beds = sorted(R.sample(range(1, 33), R.randint(8, 16)))
    for b in beds:
        bed = p("LOCATION_OTHER", (f"{ch('ABCD')}{b}" if chance(0.25) else str(b)))
        if chance(0.1):
            row = [bed, "(empty)", "", "", "", "", "", "", ch(["clean", "awaiting clean", "blocked - infection"])]
        else:
            pt = person(age=rage(), ref=ref)
            adm = dd(ref, -20, 0)
            row = [bed, name(pt, "PATIENT", ch(["LASTFIRST", "lastfirst", "title", "full"])), p("AGE", pt["age"]), pt["sex"],
                   p("MRN", mrn(reg)), sname(ch(cons), ch(["last", "drlast", "inits"])),
                   pd(adm, reg, ch(["num", "short", "num2", "iso"])), pd(dd(ref, 0, 7), reg, ch(["short", "num", "wd"])) if chance(0.75) else "tbc",
                   ch(["NEWS2 " + str(R.randint(0, 7)), "falls risk", "MRSA +", "for d/c", "NBM", "awaiting OT",
                       "telemetry", "K " + str(round(R.uniform(3, 6), 1)), "DNACPR", "1:1 special", score(),
                       "awaiting " + p("HOSPITAL", ch(P.REGION[reg]["carehomes"]))])]
        if fmt == "fixed":
            L.append("".join(pad(c, w) for c, w in zip(row[:-1], W)) + row[-1])
        else:
            L.append({"csv": ",", "pipe": " | ", "tab": "\t"}[fmt].join(c.replace(",", "") if fmt == "csv" else c for c in row))
    L.append("")
    L.append(f"occupied {len(beds)}/32; {ch(['2 expected from ED', '1 transfer out to ICU', 'no side rooms', '3 for discharge before 11:00'])}")
    if chance(0.5):
        L.append(f"{wordfill().capitalize()}; {eponym()}.")
    return "\n".join(L)


# ------------------------------------------------------------------ 8 results inbox
TESTS = [("K", "mmol/L", "3.5-5.1", (2.8, 6.4)), ("Na", "mmol/L", "135-145", (121, 150)),
         ("Hgb", "g/dL", "12.0-16.0", (6.5, 17.5)), ("INR", "", "0.8-1.2", (0.9, 5.5)),
         ("Trop I", "ng/L", "<16", (3, 900)), ("CRP", "mg/L", "<5", (1, 300)), ("TSH", "mIU/L", "0.4-4.0", (0.02, 14)),
         ("HbA1c", "%", "4.0-5.6", (5, 12.4)), ("Plt", "x10^9/L", "150-400", (22, 610)),
         ("ALT", "U/L", "7-56", (9, 620)), ("eGFR", "mL/min/1.73m2", ">60", (9, 98)), ("Lactate", "mmol/L", "0.5-2.2", (0.5, 7.8)),
         ("Mg", "mmol/L", "0.7-1.0", (0.4, 1.3)), ("Ferritin", "ug/L", "30-400", (4, 1900))]


def g_inbox(reg):
    ref = rdate()
    owner = staff("doc")
    L = [f"{ch(['RESULTS INBOX', 'Inbox summary', 'Results to review', 'In-basket: results'])} - {sname(owner, ch(['drlast', 'drfull', 'fullcred']))}"
         f" - {pd(ref, reg, ch(['wdlong', 'num', 'iso', 'mon']))}"]
    L.append(f"{ch(['unread', 'pending'])}: {R.randint(4, 40)}  abnormal: {R.randint(1, 9)}  critical: {R.randint(0, 2)}")
    L.append("")
    for i in range(1, R.randint(5, 10)):
        pt = person(age=rage(), ref=ref)
        tst, unit, rng_, (lo, hi) = ch(TESTS)
        val = round(R.uniform(lo, hi), 1)
        flag = ch(["H", "L", "HH", "LL", "A", ""])
        acc = p("IDNUM", idnum(ch(["acc", "spec"])))
        dt = pd(dd(ref, -3, 0), reg, ch(["num", "short", "iso", "wdshort"]))
        head = f"{i}) [{flag or '-'}] {dt} {ftime()}  {name(pt, 'PATIENT', ch(['LASTFIRST', 'lastfirst', 'full', 'fi']))} "\
               f"({agesex(pt, ch(['sp', 'slash', 'cat']))}) {mrn_label(reg)} {p('MRN', mrn(reg))}"
        L.append(head)
        L.append(f"    {tst} {val} {unit} (ref {rng_}) {flag}  acc {acc}  ordered by {sname(ch([owner, staff('doc')]), ch(['drlast', 'inits', 'ilastcred']))}")
        r = R.random()
        if r < 0.3:
            L.append(f"    action: called pt on {p('PHONE', phone(reg))} - {ch(['no answer, left msg', 'advised to attend ED', 'will repeat in 1/52', 'aware'])}")
        elif r < 0.45:
            rel = relative()
            L.append(f"    spoke with {rel['rel']} {fam(rel)} - pt {ch(['at work', 'asleep', 'at dialysis'])}; {wordfill()}")
        elif r < 0.6:
            L.append(f"    {ch(['repeat', 'recheck'])} {labs(reg, 2)} on {pd(dd(ref, 1, 7), reg, ch(['wd', 'short', 'wdshort']))}")
        elif r < 0.7:
            L.append(f"    portal msg sent via {p('URL', url())}")
        elif r < 0.78:
            L.append(f"    fwd to {sname(staff('doc'), 'drlast')} at {hosp(reg, 'clinics')} fax {p('FAX', phone(reg, False))}")
        else:
            L.append(f"    {ch(['acknowledged', 'filed', 'noted - no action', 'FYI only'])}; {vitals(reg) if chance(0.3) else score()}")
    L.append("")
    L.append(f"-- {sname(owner, ch(['ilastcred', 'fullcred']))}, {pager_word(reg)} {p('PHONE', pager(reg))}")
    return "\n".join(L)


# ------------------------------------------------------------------ 9 discharge checklist
def box():
    return ch(["[x]", "[X]", "[ ]", "[x]", "(y)", "[v]"])


def g_discharge(reg):
    ref = rdate()
    pt = person(age=rage(), ref=ref)
    adm = dd(ref, -14, -1)
    L = [ch(["DISCHARGE CHECKLIST", "Discharge readiness checklist", "Discharge planning - checklist", "D/C CHECKLIST"])]
    L.append(pt_header(pt, reg, ref, chance(0.5)))
    L.append(f"Admitted {pd(adm, reg)}  Discharge {pd(ref, reg, ch(['num', 'wdshort', 'wdlong']))} {ftime()}  "
             f"Ward {p('HOSPITAL', ch(P.REGION[reg]['wards']))} bed {p('LOCATION_OTHER', str(R.randint(1, 32)))}")
    L.append("")
    L.append(f"{box()} Address confirmed: {address(reg, True)}")
    L.append(f"{box()} Contact: {p('PHONE', phone(reg))}" + (f" / {p('EMAIL', email(pt))}" if chance(0.6) else ""))
    nok = relative()
    L.append(f"{box()} NOK: {nok['rel']} {fam(nok, ch(['full', 'fulltitle']))} {p('PHONE', phone(reg, True))} - informed of d/c")
    gp = staff("doc")
    L.append(f"{box()} {'PCP' if reg == 'US' else 'GP'} letter sent: {sname(gp, ch(['drlast', 'drfull']))}, {hosp(reg, 'clinics')}"
             + (f", fax {p('FAX', phone(reg, False))}" if chance(0.6) else ""))
    L.append(f"{box()} TTO/discharge meds reconciled ({R.randint(3, 12)} items) - {drug_line()}; {drug_line()}")
    L.append(f"{box()} Pharmacy: {hosp(reg, 'pharmacies')}" + (f" {p('PHONE', phone(reg, False))}" if chance(0.5) else ""))
    L.append(f"{box()} Bloods on day of d/c: {labs(reg)}")
    L.append(f"{box()} Obs: {vitals(reg)}")
    if chance(0.5):
        L.append(f"{box()} {eponym()}; {ch(['Foley catheter removed, TWOC passed', 'IV cannula removed', 'PICC removed, tip sent'])}")
    fu = dd(ref, 5, 60)
    L.append(f"{box()} Follow-up: {ch(['clinic', 'OPD', 'fracture clinic', 'heart failure nurse'])} {pd(fu, reg, ch(['num', 'wdshort', 'wdlong', 'mon']))} "
             f"{ftime(R.randint(8, 16), ch([0, 30]))} with {sname(staff('doc'), 'drlast')} at {hosp(reg)}")
    r = R.random()
    if r < 0.4:
        L.append(f"{box()} Transport: {nok['rel']} collecting by car, reg {p('VEHICLE', vehicle(reg))} - parking validated")
    elif r < 0.7:
        L.append(f"{box()} Transport: patient transport booked {ftime()}; {ch(['walker', 'wheelchair', 'stretcher'])} needed")
    else:
        L.append(f"{box()} Transport: taxi voucher; {wordfill()}")
    if chance(0.5):
        L.append(f"{box()} Work: {ch(['works as a', 'is a', 'employed as'])} {p('PROFESSION', ch(P.PROFESSIONS))} at "
                 f"{p('ORGANIZATION', ch(P.EMPLOYERS))} - certificate {pd(ref, reg, 'short')} to {pd(dd(ref, 7, 28), reg, 'short')}")
    if chance(0.45):
        L.append(f"{box()} Portal activation: {p('URL', url())} username {p('USERNAME', (pt['first'][0] + pt['last']).lower().replace(chr(39), '').replace(' ', '') + str(R.randint(1, 99)))}")
    if chance(0.35) and reg != "UK":
        L.append(f"{box()} Insurance: {p('ORGANIZATION', ch(P.INSURERS[reg]))} {healthplan_label(reg)} {p('HEALTHPLAN', healthplan(reg))}")
    elif chance(0.3):
        L.append(f"{box()} {healthplan_label(reg)} {p('HEALTHPLAN', healthplan(reg))} verified")
    if reg == "US" and chance(0.3):
        L.append(f"{box()} SSN on file {p('SSN', ssn(reg))} - billing notified")
    if chance(0.3):
        L.append(f"{box()} Home device: {ch(['CPAP', 'home O2 concentrator', 'insulin pump', 'ICD'])} serial {p('DEVICE', device_id())} checked")
    L.append("")
    L.append(f"Education given to pt and {nok['rel']} ({fam(nok, 'first')}). {ch(['Pt understands red flags.', 'Teach-back done.', 'Leaflets given.', 'Will call ward if concerns.'])}")
    L.append(f"Completed by {sname(staff('nurse'), 'fullcred')} {pd(ref, reg)} {ftime()}")
    return "\n".join(L)


# ------------------------------------------------------------------ 10 ward handover
def g_handover(reg):
    ref = rdate()
    ward = p("HOSPITAL", ch(P.REGION[reg]["wards"]))
    out_ = staff("nurse")
    in_ = staff("nurse")
    L = [f"{ch(['HANDOVER', 'Ward handover sheet', 'Nursing handover', 'SBAR handover'])} {ward} "
         f"{pd(ref, reg, ch(['wdshort', 'num', 'wdlong', 'dmon']))} {ch(['day', 'night', 'late'])} shift"]
    L.append(f"handed over by {sname(out_, ch(['full', 'fullcred', 'firstcred']))} to {sname(in_, ch(['full', 'fullcred', 'inits']))}; "
             f"reg on call {sname(staff('doc'), 'drlast')} {pager_word(reg)} {p('PHONE', pager(reg))}")
    L.append("")
    for _ in range(R.randint(4, 7)):
        pt = person(age=rage(), ref=ref)
        bed = p("LOCATION_OTHER", str(R.randint(1, 30)))
        nm = name(pt, "PATIENT", ch(["title", "title", "full", "LASTFIRST", "first", "fi", "fulltitle"]))
        hdr = ch([f"bed {bed} - {nm} {agesex(pt, ch(['sp', 'cat', 'yo', 'slash']))}",
                  f"Bed {bed}: {nm}, {agesex(pt)}",
                  f"bay {p('LOCATION_OTHER', str(R.randint(1, 6)))} bed {bed} {nm} ({agesex(pt, 'cat')})"])
        L.append(hdr)
        L.append(f"  dx: {ch(P.PROBLEMS)[0].lower()}; day {R.randint(1, 12)} of admission; {ch(['for d/c', 'unwell', 'stable', 'improving', 'palliative'])}")
        L.append(f"  obs: {vitals(reg)}")
        if chance(0.6):
            L.append(f"  bloods: {labs(reg)}")
        L.append(f"  meds: {drug_line()}" + (f"; {drug_line()}" if chance(0.5) else ""))
        r = R.random()
        if r < 0.35:
            rel = relative()
            L.append(f"  family: {rel['rel']} {fam(rel)} {ch(['visiting pm', 'wants call', 'NOK'])} - {p('PHONE', phone(reg))}")
        elif r < 0.5:
            L.append(f"  social: {ch(['retired ', 'works as ', 'ex-', 'formerly a '])}{p('PROFESSION', ch(P.PROFESSIONS))}, lives {ch(['alone', 'with wife', 'in ' + p('HOSPITAL', ch(P.REGION[reg]['carehomes']))])}")
        elif r < 0.6:
            L.append(f"  {ch(['scan', 'echo', 'MRI', 'OGD'])} booked {pd(dd(ref, 1, 4), reg, ch(['wd', 'wdshort', 'short']))}")
        L.append(f"  plan: {ch([wordfill(), score(), eponym(), 'repeat bloods am', 'fluid balance', 'OT/PT assessment', 'pressure area care 2/24'])}"
                 + ("." if chance(0.5) else ""))
    if chance(0.5):
        L.append("")
        L.append(f"Full sentences for the incoming team: {ch(['The registrar will review bed', 'Please chase the echo for bed'])} "
                 f"{p('LOCATION_OTHER', str(R.randint(1, 30)))} before {ftime(R.randint(9, 20), 0)}. {wordfill().capitalize()}.")
    return "\n".join(L)


# ------------------------------------------------------------------ 11 clinic list
CLINICS = ["Cardiology", "Diabetes", "Respiratory", "Fracture", "Renal", "Memory", "Heart Failure", "Rheumatology",
           "General Surgery", "Urology", "Gastroenterology", "Anticoagulation"]


def g_clinic(reg):
    ref = rdate()
    cons = staff("doc")
    L = [f"{ch(['CLINIC LIST', 'Outpatient clinic list', 'Clinic schedule', 'OPD list'])}: {ch(CLINICS)} - {hosp(reg, ch(['hospitals', 'clinics']))}"]
    L.append(f"{pd(ref, reg, ch(['wdlong', 'wdshort', 'num', 'mon']))} {ch(['AM', 'PM'])}  {sname(cons, ch(['drfull', 'drlast', 'fullcred']))}"
             f"  room {p('LOCATION_OTHER', str(R.randint(1, 30)) + ch(['', 'A', 'B', '']))}"
             + (f"  ext {p('PHONE', str(R.randint(2000, 7999)))}" if chance(0.5) else ""))
    fmt = ch(["pipe", "tab", "fixed", "csv"])
    hdr = ["slot", "patient", "DOB", "age", "MRN", "type", "reason", "notes"]
    if fmt == "pipe":
        L.append(" | ".join(hdr))
    elif fmt == "tab":
        L.append("\t".join(hdr))
    elif fmt == "csv":
        L.append(",".join(hdr))
    else:
        L.append(pad("slot", 7) + pad("patient", 28) + pad("DOB", 13) + pad("age", 5) + pad("MRN", 12) + "type/reason")
    h, m = (9, 0) if chance(0.6) else (13, 30)
    for i in range(R.randint(6, 12)):
        pt = person(age=rage(), ref=ref)
        slot = ftime(h, m)
        m += ch([15, 20, 30])
        while m >= 60:
            h += 1
            m -= 60
        nm = name(pt, "PATIENT", ch(["LASTFIRST", "lastfirst", "full", "title", "fulltitle"]))
        dob = pd(pt["dob"], reg, ch(["num", "iso", "dmon"]))
        typ = ch(["new", "f/u", "f/u", "tele", "urgent"])
        reason = ch(["AF - rate control", "HbA1c " + str(round(R.uniform(6, 12), 1)) + "%", "post-op review", "INR clinic",
                     "SOB on exertion", "BP review", eponym(), "CKD 3b", "gout flare", "memory concerns"])
        notes = []
        if chance(0.3):
            notes.append(f"interpreter {ch(P.LANGUAGES)}")
        if chance(0.25):
            notes.append(f"ph {p('PHONE', phone(reg))}")
        if chance(0.15):
            notes.append(f"recently in {p('COUNTRY', ch(P.COUNTRIES))}")
        if chance(0.2):
            rel = relative()
            notes.append(f"with {rel['rel']} {fam(rel, ch(['first', 'full']))}")
        if typ == "tele":
            notes.append(f"link {p('URL', url())}")
        nt = "; ".join(notes) or "-"
        mm = p("MRN", mrn(reg))
        a = p("AGE", pt["age"])
        if fmt == "pipe":
            L.append(" | ".join([slot, nm, dob, a, mm, typ, reason, nt]))
        elif fmt == "tab":
            L.append("\t".join([slot, nm, dob, a, mm, typ, reason, nt]))
        elif fmt == "csv":
            L.append(",".join([slot, nm.replace(",", ""), dob, a, mm, typ, reason.replace(",", ""), nt.replace(",", "")]))
        else:
            L.append(pad(slot, 7) + pad(nm, 28) + pad(dob, 13) + pad(a, 5) + pad(mm, 12) + f"{typ} / {reason} / {nt}")
    L.append("")
    L.append(f"clinic nurse: {sname(staff('nurse'), ch(['fullcred', 'full']))}; {ch(['DNA x1 last week', 'overbooked by 2', 'ECG before each f/u', 'bloods in room 4 first'.replace('room 4', 'phlebotomy')])}")
    if chance(0.4):
        L.append(f"queries to {p('EMAIL', email(staff(), True))} or {p('PHONE', phone_ext(reg))}")
    return "\n".join(L)


# ------------------------------------------------------------------ 12 registration face sheet
def g_facesheet(reg):
    ref = rdate()
    pt = person(age=rage(), ref=ref)
    sep = ch([": ", ":\t", " | ", ": "])
    L = [ch(["PATIENT REGISTRATION - FACE SHEET", "Demographics export", "Registration summary", "ADT face sheet"])]
    L.append(f"Name{sep}{name(pt, 'PATIENT', ch(['LASTFIRST', 'lastfirst', 'full']))}")
    if chance(0.3):
        L.append(f"Preferred name{sep}{p('PATIENT', pt['first'])}")
    L.append(f"DOB{sep}{pd(pt['dob'], reg, ch(['num', 'iso', 'dmon', 'mon']))}   Age{sep}{age_word(pt['age'])}   Sex{sep}{pt['sex']}")
    L.append(f"{mrn_label(reg)}{sep}{p('MRN', mrn(reg))}   {account_label()}{sep}{p('ACCOUNT', account(reg))}")
    if reg != "UK":
        L.append(f"{ssn_label(reg)}{sep}{p('SSN', ssn(reg))}")
    L.append(f"Address{sep}{address(reg, True, chance(0.3))}")
    L.append(f"Home ph{sep}{p('PHONE', phone(reg, False))}   Mobile{sep}{p('PHONE', phone(reg, True))}")
    if chance(0.7):
        L.append(f"Email{sep}{p('EMAIL', email(pt))}")
    L.append(f"Occupation{sep}{p('PROFESSION', ch(P.PROFESSIONS))}" + (f"   Employer{sep}{p('ORGANIZATION', ch(P.EMPLOYERS))}" if chance(0.6) else ""))
    if chance(0.4):
        L.append(f"Country of birth{sep}{p('COUNTRY', ch(P.COUNTRIES))}   Interpreter{sep}{ch(['no', 'yes - ' + ch(P.LANGUAGES)])}")
    if chance(0.3):
        L.append(f"Religion/community{sep}{p('ORGANIZATION', ch(P.CHURCHES))}")
    ins = ch(P.INSURERS[reg])
    L.append(f"{'Insurer' if reg != 'UK' else 'Private cover'}{sep}{p('ORGANIZATION', ins)}   {healthplan_label(reg) if reg != 'UK' else 'Policy no.'}{sep}"
             f"{p('HEALTHPLAN', healthplan(reg) if reg != 'UK' else 'WMA' + digits(7))}"
             + (f"   Group{sep}{p('HEALTHPLAN', digits(5))}" if reg == "US" and chance(0.5) else ""))
    if reg == "UK":
        L.append(f"NHS No{sep}{p('HEALTHPLAN', healthplan('UK'))}")
    if chance(0.5):
        lab, val = license_(reg, "dl")
        L.append(f"ID seen{sep}{lab} {p('LICENSE', val)}")
    if chance(0.4):
        L.append(f"Parking{sep}plate {p('VEHICLE', vehicle(reg))}")
    if chance(0.35):
        L.append(f"Biometric enrolment{sep}{ch(['palm-vein', 'fingerprint'])} template {p('BIOID', bioid())}")
    nok = relative()
    L.append(f"Emergency contact{sep}{fam(nok, ch(['full', 'fulltitle']))} ({nok['rel']}) {p('PHONE', phone(reg))}")
    if chance(0.4):
        L.append(f"  address{sep}{address(reg, True)}")
    L.append(f"{'PCP' if reg == 'US' else 'GP'}{sep}{sname(staff('doc'), ch(['drlast', 'drfull']))}, {hosp(reg, 'clinics')}"
             + (f", fax {p('FAX', phone(reg, False))}" if chance(0.5) else ""))
    if chance(0.4):
        L.append(f"Portal{sep}{p('URL', url())}   login {p('USERNAME', (pt['last'] + pt['first'][0]).lower().replace(chr(39), '').replace(' ', '') + str(R.randint(1, 9)))}")
    clerk = staff("other")
    L.append(f"Registered {pd(ref, reg)} {ftime()} by {sname(clerk, ch(['full', 'lastfirst', 'inits']))} at {ch(['ED desk', 'admissions', 'front desk'])} "
             f"ws {p('IPADDR', ipaddr())}" if chance(0.5) else f"Registered {pd(ref, reg)} {ftime()} by user {p('USERNAME', clerk['user'])}")
    return "\n".join(L)


# ------------------------------------------------------------------ 13 ED tracking board
COMPLAINTS = ["chest pain", "SOB", "fall - ?NOF", "abdo pain", "sepsis ?source", "headache", "syncope", "back pain",
              "laceration L hand", "UTI symptoms", "confusion", "palpitations", "DKA", "overdose", "cellulitis",
              "asthma", "MVC - neck pain", "?stroke - FAST +", "PV bleed", "renal colic"]


def g_edboard(reg):
    ref = rdate()
    docs = [staff("doc") for _ in range(R.randint(2, 4))]
    rns = [staff("nurse") for _ in range(R.randint(2, 4))]
    L = [f"{ch(['ED TRACKING BOARD', 'Emergency dept board export', 'ED whiteboard snapshot'])} - {hosp(reg)} - "
         f"{pd(ref, reg, ch(['num', 'iso', 'wdshort', 'dmon']))} {ftime()}"]
    fmt = ch(["pipe", "tab", "fixed"])
    hdr = ["rm", "pt", "age/sex", "cc", "tri", "arr", "dr", "rn", "status"]
    if fmt == "pipe":
        L.append(" | ".join(hdr))
    elif fmt == "tab":
        L.append("\t".join(hdr))
    else:
        L.append(pad("rm", 7) + pad("pt", 22) + pad("a/s", 8) + pad("cc", 24) + pad("tri", 5) + pad("arr", 7) + pad("dr", 6) + pad("rn", 6) + "status")
    for i in range(R.randint(7, 14)):
        pt = person(age=rage(), ref=ref)
        rm = ch([f"{p('LOCATION_OTHER', str(R.randint(1, 28)))}", f"resus {p('LOCATION_OTHER', str(R.randint(1, 4)))}",
                 f"C{p('LOCATION_OTHER', str(R.randint(1, 9)))}" if False else f"corr {p('LOCATION_OTHER', 'C' + str(R.randint(1, 9)))}",
                 f"fast {p('LOCATION_OTHER', str(R.randint(1, 8)))}"])
        nm = name(pt, "PATIENT", ch(["inits", "fi", "LASTFIRST", "title", "last"]))
        asx = agesex(pt, ch(["sp", "slash", "cat", "yo_"]))
        cc = ch(COMPLAINTS)
        tri = str(R.randint(1, 5))
        arr = ftime()
        st = ch(["waiting", "seen", "bloods sent", "CT", "admit - " + ch(["medicine", "surgery", "ortho", "cardiology"]),
                 "d/c", "awaiting bed", "ref " + ch(["medics", "surg", "psych"]), "trop " + str(R.randint(2, 300)),
                 vitals(reg).split("  ")[0].split(", ")[0], score(), "bed " + p("LOCATION_OTHER", str(R.randint(1, 30))) + " " + p("HOSPITAL", ch(P.REGION[reg]["wards"]))])
        if "MVC" in cc and chance(0.7):
            st += f"; vehicle {p('VEHICLE', vehicle(reg))} per police"
        if chance(0.12):
            rr = relative(ch(['wife', 'son', 'mother', 'friend']))
            st += f"; {rr['rel']} {fam(rr, 'first')} {p('PHONE', phone(reg, True))}"
        dr = sname(ch(docs), "inits")
        rn = sname(ch(rns), "inits")
        if fmt == "pipe":
            L.append(" | ".join([rm, nm, asx, cc, tri, arr, dr, rn, st]))
        elif fmt == "tab":
            L.append("\t".join([rm, nm, asx, cc, tri, arr, dr, rn, st]))
        else:
            L.append(pad(rm, 7) + pad(nm, 22) + pad(asx, 8) + pad(cc, 24) + pad(tri, 5) + pad(arr, 7) + pad(dr, 6) + pad(rn, 6) + st)
    L.append("")
    L.append("staff: " + "; ".join(f"{p('DOCTOR', s['inits'])}={sname(s, ch(['drlast', 'fullcred', 'full']))}" for s in docs + rns))
    if chance(0.5):
        L.append(f"{ch(['2 ambulances inbound', 'access block', 'pts waiting 9'])}; NIC {sname(ch(rns), 'full')} {pager_word(reg)} {p('PHONE', pager(reg))}")
    return "\n".join(L)


GENRES = [
    ("problem_list_export", g_problem_list),
    ("medication_list_export", g_med_list),
    ("nursing_flowsheet_export", g_flowsheet),
    ("mar_export", g_mar),
    ("order_audit_log", g_audit),
    ("theatre_procedure_list", g_theatre),
    ("bed_census_export", g_census),
    ("results_inbox_summary", g_inbox),
    ("discharge_checklist", g_discharge),
    ("ward_handover_sheet", g_handover),
    ("outpatient_clinic_list", g_clinic),
    ("registration_face_sheet", g_facesheet),
    ("ed_tracking_board", g_edboard),
]
