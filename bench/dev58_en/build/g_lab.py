"""Genre 3: laboratory cumulative reports (aligned columns, ranges, flags, staff lines)."""
import pools
import values as V
import comments as C
from markers import m, ljust

LAYOUTS = ["chem-cumulative", "heme-coag-cumulative", "micro-culture", "mixed-cumulative"]


def col_date(ctx, d, style):
    return m("DATE", V.fdate(d, style))


def header(ctx, title):
    rng = ctx.rng
    L = []
    lab_name = rng.choice([ctx.lab, ctx.hosp])
    L.append(ljust(m("HOSPITAL", lab_name.upper()) + " - " + rng.choice(["DEPARTMENT OF LABORATORY MEDICINE",
                                                                           "PATHOLOGY SERVICES", "CLINICAL LABORATORY"]), 78)
             + "Page 1 of 1")
    printer = rng.choice(ctx.staff["lab"] + ctx.staff["clerk"])
    L.append(ljust(title, 50) + "Printed: " + ctx.DT(ctx.day(1), V.rand_time(rng, 6, 9)) + " by " + m("USERNAME", printer.username))
    L.append("=" * 92)
    pstyle = rng.choice(["L,F", "L,F nospace", "l,f", "LF"])
    sexc = ctx.sex
    L.append(ljust("Patient : " + ctx.ptname(pstyle), 46) + ljust("MRN : " + m("MRN", ctx.mrn), 22) +
             "DOB: " + ctx.D(ctx.pt.dob))
    age = m("AGE", ctx.age) + "Y" if not ctx.pediatric or ctx.age >= 2 else m("AGE", ctx.age_months) + "M"
    L.append(ljust("Age/Sex : " + age + "/" + sexc, 46) +
             ljust("Acct: " + m("ACCOUNT", ctx.acct), 22) + "Adm: " + ctx.D(ctx.day(-rng.randint(3, 8))))
    L.append(ljust("Location: " + m("HOSPITAL", ctx.ward) + " Rm " + m("LOCATION_OTHER", "%s-%s" % (ctx.room, ctx.bed)), 46)
             + "Attending: " + ctx.doc(ctx.attending, "L,F", title=False))
    cc = ctx.staff["physician"][3]
    L.append("Copy to : " + ctx.doc(cc, rng.choice(["fl", "l,f"])) + ", " + m("HOSPITAL", ctx.clinic) +
             "  fax " + m("FAX", ctx.clinic_fax))
    if ctx.loc == "UK" or rng.random() < 0.3:
        L.append(ctx.natplan_label() + ": " + m("HEALTHPLAN", ctx.natplan))
    L.append("-" * 92)
    return L


def cumulative(ctx, panels):
    rng = ctx.rng
    si = ctx.loc != "US"
    L = header(ctx, "CUMULATIVE REPORT - " + " / ".join(p.upper() for p in panels))
    ncol = rng.randint(3, 5)
    days = sorted(set(ctx.day(-rng.randint(0, 6)) for _ in range(ncol + 2)))[-ncol:]
    ncol = len(days)
    cstyle = rng.choice(["d-mon", "dm" if si else "md", "dmy2" if si else "us2", "iso", "mon-d"])
    times = [V.rand_time(rng, 4, 7) for _ in days]
    W = 11 if cstyle != "iso" else 12
    L.append(ljust("Test", 26) + ljust("Ref Range", 14) + ljust("Units", 14) + "".join(ljust(col_date(ctx, d, cstyle), W) for d in days))
    L.append(" " * 54 + "".join(ljust(t, W) for t in times))
    accs = [V.accession(rng) for _ in days]
    for panel in panels:
        pc, pn, pa = pools.PANELS[panel]
        L.append("")
        L.append("%s  [%s  LOINC %s]" % (pn.upper(), pa, pc))
        tests = list(pools.LAB_TESTS[panel])
        if panel != "heme":
            rng.shuffle(tests)
            tests = tests[:rng.randint(7, 11)]
        for t in tests:
            unit, lo, hi, dec = (t[7], t[8], t[9], t[10]) if si else (t[3], t[4], t[5], t[6])
            base = rng.gauss((lo + hi) / 2, (hi - lo) / 2.2)
            cells = []
            for _ in days:
                if rng.random() < 0.08:
                    cells.append(rng.choice(["-", "CANC", "pending", "hemol"]))
                    continue
                v = max(0.0, base + rng.gauss(0, (hi - lo) / 8))
                f = ""
                if v > hi:
                    f = " H" if v < hi * 1.5 else " HH"
                elif v < lo:
                    f = " L" if v > lo * 0.6 else " LL"
                if f.strip() in ("HH", "LL") and rng.random() < 0.5:
                    f = " C"
                cells.append(("%.*f" % (dec, v)) + f)
            L.append(ljust("%-7s %s" % (t[2], t[1]), 25)[:25] + " " + ljust("%s-%s" % (lo, hi), 14) + ljust(unit or "ratio", 14) +
                     "".join(ljust(c, W) for c in cells))
    L.append("")
    L.append(ljust("Accession", 54) + "".join(ljust(m("IDNUM", a), max(W, len(a) + 1)) for a in accs))
    coll = [rng.choice(ctx.staff["nurse"] + ctx.staff["lab"]) for _ in days]
    L.append(ljust("Collected by", 54) + "".join(ljust(V.nm(p, "DOCTOR", "INI"), W) for p in coll))
    L.append("-" * 92)
    for d, t, a, p in list(zip(days, times, accs, coll))[-rng.randint(1, 2):]:
        ver = rng.choice(ctx.staff["lab"])
        L.append("Specimen %s: Collected %s %s by %s; Received %s %s; Verified %s by %s (%s)" % (
            m("IDNUM", a), ctx.D(d, rng.choice([ctx.dstyle, "iso"])), t, V.nm(p, "DOCTOR", rng.choice(["fl", "f.l", "l,f"])),
            ctx.D(d), V.rand_time(rng, 7, 9), ctx.DT(d, V.rand_time(rng, 9, 12)),
            V.nm(ver, "DOCTOR", rng.choice(["fl", "f.l"])) + (" " + ver.cred if ver.cred else ""),
            m("USERNAME", ver.username)))
    return L


def micro(ctx):
    rng = ctx.rng
    L = header(ctx, "MICROBIOLOGY REPORT - " + rng.choice(["FINAL", "PRELIMINARY", "AMENDED"]))
    spec, code = rng.choice(pools.SPECIMENS)
    acc = V.accession(rng)
    d = ctx.day(-rng.randint(2, 4))
    L.append("Specimen : %s (%s)   Accession: %s" % (spec, code, m("IDNUM", acc)))
    L.append("Collected: %s by %s    Received: %s" % (ctx.DT(d), ctx.nurse(rng.choice(["fl", "f.l"])), ctx.DT(d)))
    L.append("Order    : %s   Requested by %s (pager %s)" % (m("IDNUM", V.order_no(rng)), ctx.doc(), m("PHONE", rng.choice(ctx.staff["physician"]).pager)))
    L.append("Clinical details: " + rng.choice(["fever, dysuria", "?line sepsis, Hickman line", "productive cough, ?CAP",
                                                  "heel ulcer, diabetic", "rigors post TURP"]))
    L.append("")
    L.append("Gram stain: " + rng.choice(["Gram-negative bacilli seen", "Gram-positive cocci in clusters", "No organisms seen",
                                            "Moderate pus cells, mixed flora"]))
    orgs = rng.sample(pools.ORGANISMS, rng.randint(1, 2))
    for i, o in enumerate(orgs, 1):
        L.append("Culture %d: %s %s" % (i, rng.choice([">100,000 CFU/mL", "heavy growth", "moderate growth", "1 of 2 bottles"]), o))
    L.append("")
    L.append(ljust("Antibiotic", 32) + "".join(ljust("Org %d MIC  Int" % i, 20) for i in range(1, len(orgs) + 1)))
    for ab in rng.sample(pools.ANTIBIOTICS, rng.randint(7, 11)):
        row = ljust(ab, 32)
        for _ in orgs:
            mic = rng.choice(["<=0.25", "0.5", "1", "2", "4", "8", ">=16", ">=32"])
            row += ljust("%-10s %s" % (mic, rng.choice(["S", "S", "S", "I", "R"])), 20)
        L.append(row)
    L.append("")
    L.append("S = susceptible, I = susceptible increased exposure, R = resistant. EUCAST/CLSI breakpoints.")
    rep = rng.choice(ctx.staff["lab"])
    L.append("Phoned to %s on %s at %s by %s." % (ctx.nurse(rng.choice(["fl", "f.l", "l"])), ctx.D(ctx.day(-1)),
                                               V.rand_time(rng), V.nm(rep, "DOCTOR", rng.choice(["fl", "INI"]))))
    L.append("Verified: %s by %s %s (%s)" % (ctx.DT(ctx.enc), V.nm(rep, "DOCTOR", "fl"), rep.cred, m("USERNAME", rep.username)))
    if rng.random() < 0.5:
        L.append("Previous isolate: %s, %s, accession %s." % (rng.choice(pools.ORGANISMS), ctx.D(ctx.day(-rng.randint(40, 700))),
                                                               m("IDNUM", V.accession(rng))))
    return L


def footer(ctx):
    rng = ctx.rng
    L = ["", "Comments:"]
    for c in C.comments(ctx, "lab", rng.randint(1, 3)):
        L.append("  " + c)
    L.append("Legend: H high, L low, HH/LL critical, C critical called, A abnormal, * corrected report")
    dirp = ctx.staff["physician"][1]
    accr = {"US": "CLIA", "UK": "UKAS ref", "CA": "IQMH cert", "AU": "NATA accreditation no"}[ctx.loc]
    L.append("Laboratory: %s, %s   Tel %s   Fax %s" % (m("HOSPITAL", ctx.lab), ctx.hosp_addr(), m("PHONE", ctx.hosp_phone),
                                                       m("FAX", ctx.hosp_fax)))
    L.append("Medical director: %s   %s %s" % (ctx.doc(dirp, "fl"), accr,
                                             m("LICENSE", (V.digits(rng, 2) + "D" + V.digits(rng, 7)) if ctx.loc == "US" else V.digits(rng, 4))))
    if rng.random() < 0.5:
        L.append("Results online: " + m("URL", ctx.url("portal")))
    L.append("*** END OF REPORT ***")
    return L


def build(ctx, layout):
    rng = ctx.rng
    if layout == "micro-culture":
        L = micro(ctx)
    elif layout == "chem-cumulative":
        L = cumulative(ctx, ["chem"])
    elif layout == "heme-coag-cumulative":
        L = cumulative(ctx, ["heme"])
    else:
        L = cumulative(ctx, rng.sample(["chem", "heme", "misc"], 2))
    L += footer(ctx)
    return "\n".join(L) + "\n"
