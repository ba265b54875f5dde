"""Genre 1: plain-text renderings of CDA / continuity-of-care documents."""
import pools
import values as V
import comments as C
from markers import m, ljust

LAYOUTS = ["ccd-summary", "discharge-summary", "referral-note"]

TITLES = {"ccd-summary": ["CONTINUITY OF CARE DOCUMENT", "Summarization of Episode Note (C-CDA CCD)",
                          "Patient Health Summary - CCD"],
          "discharge-summary": ["DISCHARGE SUMMARY (CDA R2)", "Discharge Summarization Note",
                                "Hospital Discharge Summary - exported"],
          "referral-note": ["REFERRAL NOTE (C-CDA)", "Consultation Referral Note", "Transfer of Care Summary"]}


def make_case(rng, loc, layout):
    if rng.random() < 0.3:
        return V.Case(rng, loc, pediatric=True)
    return V.Case(rng, loc)


def rule(rng):
    return rng.choice(["-" * 72, "=" * 72, "_" * 60, "*" * 40])


def heading(rng, style, text):
    if style == 0:
        return "\n" + text.upper() + "\n" + "-" * len(text)
    if style == 1:
        return "\n## " + text
    if style == 2:
        return "\n[" + text.upper() + "]"
    return "\n*** " + text + " ***"


def build(ctx, layout):
    rng, loc = ctx.rng, ctx.loc
    hs = rng.randint(0, 3)
    W = rng.choice([14, 16, 18])
    L = []
    add = L.append

    def field(k, v):
        add(ljust(k + ": ", W) + v)

    add(rng.choice(TITLES[layout]))
    add("Document ID: " + m("IDNUM", rng.choice(["DOC-" + V.digits(rng, 8), V.digits(rng, 10),
                                                   "CCD" + V.digits(rng, 7)])) +
        "   Template: 2.16.840.1.113883.10.20.22.1." + rng.choice(["2", "8", "14"]) + "   Version 1")
    adm = ctx.day(-rng.randint(2, 9))
    add("Created: " + ctx.DT(ctx.enc, V.rand_time(rng, 8, 20), style=rng.choice(["iso", ctx.dstyle])) +
        "   Confidentiality: " + rng.choice(["N (normal)", "R (restricted)", "N"]) +
        "   Language: English")
    add(rule(rng))

    # ---------------- header: patient
    add(heading(rng, hs, "Patient"))
    field("Name", ctx.ptname(rng.choice(["L,F", "l,fm", "fml", "fl"])))
    sexw = {"M": "Male", "F": "Female"}[ctx.sex]
    field("Birth date", ctx.D(ctx.pt.dob, rng.choice(["iso", ctx.dstyle, ctx.dstyle2])) + "   Age: " +
          ctx.A(rng.choice(["num", "years", "y"])) + "   Sex: " + sexw)
    ids = "MRN " + m("MRN", ctx.mrn) + " (" + m("HOSPITAL", ctx.hosp) + ")"
    if rng.random() < 0.7:
        ids += "; " + ctx.natplan_label() + " " + m("HEALTHPLAN", ctx.natplan)
    if rng.random() < 0.3:
        ids += "; " + ctx.ssn_label() + " " + m("SSN", ctx.ssn)
    field("Identifiers", ids)
    field("Address", ctx.addr_line(with_country=rng.random() < 0.6))
    tel = rng.choice(["HP ", "Home: ", "tel:"]) + m("PHONE", ctx.phone_home)
    if rng.random() < 0.7:
        tel += rng.choice(["  MC ", "  Mobile: ", "  cell "]) + m("PHONE", ctx.phone_mobile)
    field("Telecom", tel)
    if rng.random() < 0.6:
        field("Email", m("EMAIL", ctx.email))
    field("Language", rng.choice(["English (preferred)", "English", "English; interpreter not required"]) +
          "   Marital status: " + ("N/A (minor)" if ctx.pediatric else
                                      rng.choice(["Married", "Single", "Widowed", "Divorced", "Never married"])))
    if not ctx.pediatric and rng.random() < 0.7:
        field("Occupation", rng.choice(["", "", "retired "]) + m("PROFESSION", ctx.profession) + rng.choice(
            [" at " + m("ORGANIZATION", ctx.employer), "", " (" + m("ORGANIZATION", ctx.employer) + ")"]))
    if rng.random() < 0.35:
        field("Birthplace", m("CITY", rng.choice(pools.LOCALES[loc]["cities"])[0]) + ", " +
              m("COUNTRY", rng.choice(pools.LOCALES[loc]["country"])) if rng.random() < 0.5
              else m("COUNTRY", rng.choice(pools.OTHER_COUNTRIES)))
    g = ctx.family[0]
    if ctx.pediatric:
        add(heading(rng, hs, "Guardian"))
        field("Name", V.nm(g, "FAMILY", rng.choice(["fl", "l,f", "fml"])) + " (" + g.relation + ")")
        field("Telecom", m("PHONE", g.phone))
        if rng.random() < 0.5:
            field("Address", "same as patient")
        else:
            field("Address", ctx.addr_line(street=ctx.street_line(), zp=ctx.postcode()))
    else:
        field("Emergency contact", V.nm(g, "FAMILY", rng.choice(["fl", "l,f"])) + " (" + g.relation + ") " +
              m("PHONE", g.phone))

    # ---------------- author, custodian, encounter
    auth = ctx.attending
    add(heading(rng, hs, "Author"))
    lab, lv = ctx.lic_label_value(auth)
    field("Author", ctx.doc(auth, rng.choice(["fl", "fml", "L,F"])) + "   " + lab + " " + m("LICENSE", lv))
    field("Organization", m("HOSPITAL", rng.choice([ctx.hosp, ctx.clinic])) + "  tel " + m("PHONE", auth.phone))
    if rng.random() < 0.5:
        field("Author e-mail", m("EMAIL", auth.email))
    add(heading(rng, hs, "Custodian"))
    field("Custodian", m("HOSPITAL", ctx.hosp))
    field("Address", ctx.hosp_addr())
    field("Phone / Fax", m("PHONE", ctx.hosp_phone) + " / " + m("FAX", ctx.hosp_fax))
    if rng.random() < 0.4:
        field("Portal", m("URL", ctx.url("portal")))
    add(heading(rng, hs, "Encounter"))
    etype = rng.choice(["Inpatient", "Emergency", "Ambulatory", "Observation"]) if layout != "referral-note" else "Ambulatory"
    if layout == "discharge-summary":
        field("Admitted", ctx.DT(adm) + "  Discharged: " + ctx.DT(ctx.enc))
        field("Location", m("HOSPITAL", ctx.ward) + ", room " + m("LOCATION_OTHER", ctx.room) + ", bed " +
              m("LOCATION_OTHER", ctx.bed))
    else:
        field("Date", ctx.D(ctx.enc) + " " + V.rand_time(rng, 8, 17) + "   Type: " + etype)
        field("Location", m("HOSPITAL", ctx.clinic if etype == "Ambulatory" else ctx.hosp))
    field("Encounter no", m("ACCOUNT", ctx.acct))
    field("Attending", ctx.doc(ctx.attending, "L,F") + "   Referring: " + ctx.doc(ctx.staff["physician"][2]))
    if rng.random() < 0.7:
        field("Coverage", m("ORGANIZATION", ctx.insurer) + "  Member ID " + m("HEALTHPLAN", ctx.member) +
              "  Group " + m("HEALTHPLAN", ctx.group))

    # ---------------- problems
    add(heading(rng, hs, "Problems"))
    probs = list(pools.ICD10_PEDS if ctx.pediatric else pools.ICD10)
    rng.shuffle(probs)
    add(ljust("Code", 10) + ljust("Description", 58) + ljust("Status", 10) + "Onset")
    for code, desc in probs[:rng.randint(3, 6)]:
        onset = ctx.day(-rng.randint(30, 4000))
        if onset < ctx.pt.dob:
            onset = ctx.pt.dob
        add(ljust(code, 10) + ljust(desc[:56], 58) + ljust(rng.choice(["Active", "Active", "Resolved", "Chronic"]), 10)
            + m("DATE", V.fdate(onset, rng.choice(["mon y", "y", "mm/yyyy", ctx.dstyle]))))

    # ---------------- medications
    add(heading(rng, hs, "Medications"))
    meds = pools.drugs_for(loc)
    rng.shuffle(meds)
    for d in meds[:rng.randint(3, 6)]:
        line = "- %s %s %s: %s" % (d[0], d[1], d[2], d[3])
        if rng.random() < 0.6:
            line += "; started " + ctx.D(ctx.day(-rng.randint(1, 900)))
        if rng.random() < 0.5:
            line += "; prescriber " + ctx.doc(rng.choice(ctx.staff["physician"]), rng.choice(["l", "f.l", "fl"]))
        add(line)
    if rng.random() < 0.4:
        add("Preferred pharmacy: " + m("HOSPITAL", ctx.pharm) + ", " + m("PHONE", V.phone(rng, loc)))

    # ---------------- allergies
    add(heading(rng, hs, "Allergies"))
    if rng.random() < 0.2:
        add("No known drug allergies (NKDA) - verified " + ctx.D(ctx.enc))
    else:
        al = list(pools.ALLERGIES)
        rng.shuffle(al)
        for a, r, sev in al[:rng.randint(1, 3)]:
            add("%s | reaction: %s | severity: %s | noted %s" % (a, r, sev, ctx.D(ctx.day(-rng.randint(100, 5000)))))

    # ---------------- results
    add(heading(rng, hs, "Results"))
    si = loc != "US"
    d1, d2 = ctx.day(-rng.randint(1, 3)), ctx.enc
    add(ljust("Test (LOINC)", 34) + ljust("Units", 14) + ljust("Ref", 12) + ljust(ctx.D(d1, "d-mon" if si else "md"), 10)
        + ctx.D(d2, "d-mon" if si else "md"))
    tests = list(pools.LAB_TESTS["chem"][:8]) + list(pools.LAB_TESTS["heme"][:6])
    rng.shuffle(tests)
    for t in tests[:rng.randint(4, 7)]:
        unit, lo, hi, dec = (t[7], t[8], t[9], t[10]) if si else (t[3], t[4], t[5], t[6])
        vals = []
        for _ in range(2):
            v = rng.gauss((lo + hi) / 2, (hi - lo) / 3)
            v = max(v, 0)
            flag = " H" if v > hi else (" L" if v < lo else "")
            vals.append(("%.*f" % (dec, v)) + flag)
        add(ljust("%s (%s)" % (t[1], t[0]), 34) + ljust(unit or "-", 14) + ljust("%s-%s" % (lo, hi), 12) +
            ljust(vals[0], 10) + vals[1])

    # ---------------- vitals
    add(heading(rng, hs, "Vital signs"))
    add(ljust("Date/time", 26) + "BP        HR   RR   Temp   SpO2  Wt(kg)")
    for k in range(rng.randint(2, 3)):
        d = ctx.day(-k)
        add(ljust(ctx.DT(d, V.rand_time(rng, 6, 21), style=rng.choice(["iso", ctx.dstyle])), 26) +
            ljust("%d/%d" % (rng.randint(98, 168), rng.randint(55, 98)), 10) + ljust(str(rng.randint(54, 112)), 5) +
            ljust(str(rng.randint(12, 24)), 5) + ljust("%.1f" % rng.uniform(36.1, 38.4), 7) +
            ljust("%d%%" % rng.randint(89, 100), 6) + "%.1f" % rng.uniform(10 if ctx.pediatric else 48, 40 if ctx.pediatric else 118))

    # ---------------- immunizations
    if layout != "discharge-summary" or rng.random() < 0.5:
        add(heading(rng, hs, "Immunizations"))
        im = list(pools.IMMUNIZATIONS)
        rng.shuffle(im)
        for name, cvx in im[:rng.randint(2, 4)]:
            where = rng.choice([ctx.pharm, ctx.clinic])
            add("%s (CVX %s) - %s - %s - given by %s" % (
                name, cvx, ctx.D(ctx.day(-rng.randint(20, 2500))), m("HOSPITAL", where),
                ctx.doc(rng.choice(ctx.staff["nurse"] + ctx.staff["pharm"]), rng.choice(["fl", "f.l", "INI"]))))

    # ---------------- social history
    if not ctx.pediatric:
        add(heading(rng, hs, "Social history"))
        fm = ctx.family[1]
        add("Lives with %s %s in %s. Tobacco: %s. Alcohol: %s." % (
            fm.relation, V.nm(fm, "FAMILY", "f"), m("CITY", ctx.city),
            rng.choice(["never", "former, quit " + m("DATE", str(ctx.enc.year - rng.randint(2, 30))),
                        "current, 10 cigarettes/day"]), rng.choice(["none", "social", "2-3 units/week"])))
        if rng.random() < 0.5:
            add(C.comment(ctx, "nursing"))
    else:
        add(heading(rng, hs, "Social history"))
        add("Attends %s. Lives with %s %s." % (m("ORGANIZATION", rng.choice(pools.EMPLOYERS[4:9] + ["Banksia Primary School", "Laurier Elementary"])),
                                             ctx.family[0].relation, V.nm(ctx.family[0], "FAMILY", "f")))

    # ---------------- plan
    add(heading(rng, hs, "Plan of care"))
    fu = ctx.day(rng.randint(7, 60))
    add("- Follow up with " + ctx.doc(ctx.staff["physician"][1], rng.choice(["l", "fl"])) + " at " +
        m("HOSPITAL", ctx.clinic) + " on " + ctx.D(fu, rng.choice([ctx.dstyle, "wd long us" if loc == "US" else "wd long intl"]))
        + " (tel " + m("PHONE", ctx.clinic_phone) + ").")
    add("- Repeat " + rng.choice(["BMP", "CBC", "HbA1c", "INR", "U&E", "lipid panel"]) + " in " +
        rng.choice(["1 week", "2 weeks", "3 months", "5 days"]) + ".")
    for c in C.comments(ctx, "referral" if layout == "referral-note" else "nursing", rng.randint(1, 2)):
        add("- " + c)
    add("")
    add("Electronically signed by " + ctx.doc(auth, rng.choice(["fl", "L,F", "fml"])) + " on " +
        ctx.DT(ctx.enc, V.rand_time(rng, 9, 23)))
    if rng.random() < 0.4:
        sc = rng.choice(ctx.staff["clerk"])
        add("Transcribed by " + V.nm(sc, "DOCTOR", rng.choice(["fl", "f.l"])) + " / " +
            V.nm(auth, "DOCTOR", "ini lower") + ":" + V.nm(sc, "DOCTOR", "ini lower"))
    return "\n".join(L) + "\n"
