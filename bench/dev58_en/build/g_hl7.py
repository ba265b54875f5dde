"""Genre 2: HL7 v2-style message dumps with free-text NTE/TX comments."""
import pools
import values as V
import comments as C
from markers import m

LAYOUTS = ["oru_r01", "adt_a01", "mdm_t02", "oru_r01+ack", "adt_a08"]

REL_CODES = {"wife": "SPO^Spouse", "husband": "SPO^Spouse", "daughter": "CHD^Child", "son": "CHD^Child",
             "mother": "MTH^Mother", "father": "FTH^Father", "sister": "SIS^Sister", "brother": "BRO^Brother",
             "partner": "DOM^Domestic partner", "niece": "OTH^Niece", "nephew": "OTH^Nephew",
             "granddaughter": "GRD^Grandchild", "grandson": "GRD^Grandchild", "neighbour": "NBR^Neighbour",
             "friend": "FND^Friend", "carer": "CGV^Caregiver", "grandmother": "GRP^Grandparent",
             "legal guardian": "GRD^Guardian", "foster parent": "FCH^Foster parent", "aunt": "OTH^Aunt"}


def hts(ctx, d, t=None, secs=True, tz=None):
    """HL7 TS: the YYYYMMDD part is the DATE span, the time of day stays outside."""
    rng = ctx.rng
    t = t or V.rand_time(rng)
    s = m("DATE", V.fdate(d, "hl7")) + t.replace(":", "")
    if secs:
        s += "%02d" % rng.randint(0, 59)
    if tz:
        s += tz
    return s


def esc(s):
    return s.replace("&", "\\T\\")


def fac(name):
    return m("HOSPITAL", name.upper().replace("'", ""))


def xcn(ctx, p, idtype=None):
    rng = ctx.rng
    if idtype is None:
        idtype = rng.choice(["npi", "user", "lic"])
    if idtype == "npi" and ctx.loc == "US":
        ident = m("LICENSE", p.lic["npi"])
    elif idtype == "user":
        ident = m("USERNAME", p.username.upper() if rng.random() < 0.5 else p.username)
    else:
        ident = m("LICENSE", p.lic["prov"] if ctx.loc == "AU" else p.lic["state"])
    prefix = "DR" if p.role == "physician" else ""
    return ident + "^" + V.nm(p, "DOCTOR", "hl7") + "^^^" + prefix + "^" + (p.cred.split(",")[0] if p.cred else "")


def msh(ctx, typ, d, t, app, facility, rapp, rfac, ctrl):
    return ("MSH|^~\\&|%s|%s|%s|%s|%s||%s|%s|P|2.5.1|||AL|NE|%s"
            % (app, facility, rapp, rfac, hts(ctx, d, t, tz=ctx.rng.choice(["", "-0500", "+1000", "+0000", "-0700"])),
               typ, m("IDNUM", ctrl), m("COUNTRY", {"US": "USA", "UK": "GBR", "CA": "CAN", "AU": "AUS"}[ctx.loc])))


def pid(ctx):
    rng, loc = ctx.rng, ctx.loc
    ids = m("MRN", ctx.mrn) + "^^^" + rng.choice(["MPI", "PAS", "EPI", "HIS"]) + "^MR"
    if rng.random() < 0.7:
        ids += "~" + m("HEALTHPLAN", ctx.natplan) + "^^^" + {"US": "CMS", "UK": "NHS", "CA": "MOH", "AU": "AUSHIC"}[loc] \
            + "^" + {"US": "MC", "UK": "NH", "CA": "JHN", "AU": "MC"}[loc]
    name = V.nm(ctx.pt, "PATIENT", "hl7") + "^^" + (rng.choice(["", "MR"]) if ctx.sex == "M" else rng.choice(["", "MRS", "MS"])) + "^L"
    if rng.random() < 0.3:
        name += "~" + m("PATIENT", ctx.pt.first.upper()) + "^^^^^^N"
    st = ctx.street.upper()
    addr = (m("STREET", st) + "^^" + m("CITY", ctx.city.upper()) + "^" +
            (m("STATE", (ctx.state_abbr or ctx.state_name).upper()) if ctx.loc != "UK" or rng.random() < 0.5 else "") +
            "^" + m("ZIP", ctx.zip) + "^" + m("COUNTRY", {"US": "USA", "UK": "GBR", "CA": "CAN", "AU": "AUS"}[loc]) + "^H")
    tel = m("PHONE", ctx.phone_home) + "^PRN^PH"
    if rng.random() < 0.6:
        tel += "~" + m("PHONE", ctx.phone_mobile) + "^ORN^CP"
    if rng.random() < 0.5:
        tel += "~^NET^Internet^" + m("EMAIL", ctx.email)
    ssn = m("SSN", ctx.ssn) if loc == "US" and rng.random() < 0.6 else ""
    return "PID|1||%s||%s||%s|%s||%s|%s||%s|%s|%s|%s|%s|%s|%s" % (
        ids, name, hts(ctx, ctx.pt.dob, "00:00", secs=False)[:-4] if rng.random() < 0.7 else hts(ctx, ctx.pt.dob, secs=False),
        ctx.sex, rng.choice(["2106-3^White^HL70005", "2054-5^Black or African American^HL70005",
                             "2028-9^Asian^HL70005", "2131-1^Other Race^HL70005", ""]),
        addr, tel, rng.choice(["", m("PHONE", V.phone(rng, loc)) + "^WPN^PH"]),
        rng.choice(["ENG^English^ISO639", "EN", ""]), rng.choice(["M^Married", "S^Single", "W^Widowed", "D^Divorced"]),
        rng.choice(["CHR^Christian", "NON^None", "UNK", ""]), m("ACCOUNT", ctx.acct) + "^^^" + rng.choice(["FIN", "ACCT", "HIS"]) + "^AN",
        ssn)


def pv1(ctx, cls="I"):
    rng = ctx.rng
    loc = m("HOSPITAL", ctx.ward.upper()) + "^" + m("LOCATION_OTHER", ctx.room) + "^" + m("LOCATION_OTHER", ctx.bed) + "^" + fac(ctx.hosp)
    att = xcn(ctx, ctx.attending)
    ref = xcn(ctx, ctx.staff["physician"][2])
    adm = ctx.day(-rng.randint(0, 5))
    return "PV1|1|%s|%s|%s|||%s|%s||%s|||||||%s||%s|||||||||||||||||||||||||%s" % (
        cls, loc, rng.choice(["E", "R", "U", "EL"]), att, ref, rng.choice(["MED", "CAR", "SUR", "GER", "END"]),
        rng.choice(["", "A0"]), m("ACCOUNT", ctx.acct), hts(ctx, adm))


def nk1(ctx, i, fm):
    rng = ctx.rng
    rel = REL_CODES.get(fm.relation, "OTH^Other")
    addr = ""
    if rng.random() < 0.5:
        addr = (m("STREET", ctx.street_line().upper()) + "^^" + m("CITY", rng.choice(pools.LOCALES[ctx.loc]["cities"])[0].upper())
                + "^^" + m("ZIP", ctx.postcode()))
    return "NK1|%d|%s|%s|%s|%s||%s" % (i, V.nm(fm, "FAMILY", "hl7"), rel, addr, m("PHONE", fm.phone) + "^PRN^PH",
                                      rng.choice(["EC^Emergency contact", "N^Next of kin", "C^Emergency contact"]))


def hl7_addr(ctx):
    s = ctx.state_abbr or ctx.state_name
    return (m("STREET", ctx.street.upper()) + "^^" + m("CITY", ctx.city.upper()) + "^" + m("STATE", s.upper()) + "^" +
            m("ZIP", ctx.zip) + "^" + m("COUNTRY", {"US": "USA", "UK": "GBR", "CA": "CAN", "AU": "AUS"}[ctx.loc]))


def nte(i, text, src="L"):
    return "NTE|%d|%s|%s" % (i, src, esc(text))


def obx_block(ctx, panel, start_i, d, t):
    rng = ctx.rng
    si = ctx.loc != "US"
    out = []
    tests = list(pools.LAB_TESTS[panel])
    rng.shuffle(tests)
    performer = rng.choice(ctx.staff["lab"])
    for k, tt in enumerate(tests[:rng.randint(4, 8)]):
        unit, lo, hi, dec = (tt[7], tt[8], tt[9], tt[10]) if si else (tt[3], tt[4], tt[5], tt[6])
        v = max(0.0, rng.gauss((lo + hi) / 2, (hi - lo) / 2.5))
        flag = "H" if v > hi else ("L" if v < lo else "N")
        if flag != "N" and rng.random() < 0.15:
            flag = flag * 2 if rng.random() < 0.5 else "A"
        out.append("OBX|%d|NM|%s^%s^LN^%s^%s^L||%s|%s|%s|%s|||F|||%s|||%s||%s||%s" % (
            start_i + k, tt[0], tt[1], tt[2], tt[1].upper(), "%.*f" % (dec, v), unit, "%s-%s" % (lo, hi), flag,
            hts(ctx, d, t), m("USERNAME", performer.username) + "^" + V.nm(performer, "DOCTOR", "hl7"),
            hts(ctx, d) if rng.random() < 0.5 else "",
            fac(ctx.lab) + "^^^^^" + {"US": "CLIA", "AU": "NATA", "UK": "UKAS", "CA": "IQMH"}[ctx.loc] + "&2.16.840.1.113883.4.7&ISO^XX^^^" + m("LICENSE", V.digits(rng, 2) + "D" + V.digits(rng, 7))))
        if flag in ("HH", "LL") or rng.random() < 0.18:
            out.append(nte(1, C.comment(ctx, "lab")))
    return out


def oru(ctx, with_ack=False):
    rng = ctx.rng
    d, t = ctx.enc, V.rand_time(rng, 5, 11)
    ctrl = rng.choice(["MSG" + V.digits(rng, 8), V.digits(rng, 12), "LAB" + V.digits(rng, 9)])
    L = [msh(ctx, "ORU^R01^ORU_R01", d, V.rand_time(rng, 9, 16), rng.choice(["LIS", "LAB^LIS", "SUNQUEST", "LABSYS"]),
             fac(ctx.lab), rng.choice(["EHR", "EPIC", "CERNER", "HIS"]), fac(ctx.hosp), ctrl)]
    L.append(pid(ctx))
    if rng.random() < 0.5:
        L.append("PD1|||" + m("HOSPITAL", ctx.clinic.upper()) + "^^|" + xcn(ctx, ctx.staff["physician"][3]))
    L.append(pv1(ctx, rng.choice(["I", "O", "E"])))
    k = 1
    for panel in rng.sample(["chem", "heme", "misc"], rng.randint(1, 2)):
        pc, pn, pa = pools.PANELS[panel]
        placer, filler = V.order_no(rng), V.accession(rng)
        orderer = rng.choice(ctx.staff["physician"])
        L.append("ORC|RE|%s|%s||CM||||%s|||%s" % (m("IDNUM", placer), m("IDNUM", filler), hts(ctx, d), xcn(ctx, orderer)))
        L.append("OBR|%d|%s|%s|%s^%s^LN^%s^%s^L|||%s|||%s||||%s|%s|%s||||||%s|||F||^^^^^R|||||%s" % (
            k, m("IDNUM", placer), m("IDNUM", filler), pc, pn, pa, pn.upper(), hts(ctx, d, t),
            m("USERNAME", rng.choice(ctx.staff["nurse"]).username) if rng.random() < 0.5 else "",
            hts(ctx, d), rng.choice(["BLD", "SER", "PLAS"]) + "&Blood", xcn(ctx, orderer),
            hts(ctx, d), xcn(ctx, rng.choice(ctx.staff["lab"]), "user")))
        if rng.random() < 0.5:
            L.append(nte(1, C.comment(ctx, "lab"), "P"))
        L.extend(obx_block(ctx, panel, 1, d, t))
        k += 1
    if rng.random() < 0.5:
        L.append("SPM|1|%s^%s||%s|||||||||||||%s|%s" % (
            m("IDNUM", V.accession(rng)), m("IDNUM", V.accession(rng)), rng.choice(["BLD^Blood", "SER^Serum", "UR^Urine"]),
            hts(ctx, d, t), hts(ctx, d)))
    out = "\n".join(L)
    if with_ack:
        out += "\n\n" + "\n".join([
            msh(ctx, "ACK^R01^ACK", d, V.rand_time(rng, 9, 16), rng.choice(["EHR", "EPIC"]), fac(ctx.hosp), "LIS",
                fac(ctx.lab), "ACK" + V.digits(rng, 9)),
            "MSA|AA|" + m("IDNUM", ctrl) + "|Message accepted"])
    return out


def adt(ctx, evt):
    rng = ctx.rng
    d = ctx.enc
    L = [msh(ctx, "ADT^%s^ADT_A01" % evt, d, V.rand_time(rng), rng.choice(["PAS", "ADT", "EPICADT", "IPM"]),
             fac(ctx.hosp), rng.choice(["RIS", "LIS", "PHARM", "EMPI"]), fac(ctx.hosp), "ADT" + V.digits(rng, 9))]
    clerk = rng.choice(ctx.staff["clerk"])
    L.append("EVN|%s|%s|||%s" % (evt, hts(ctx, d), m("USERNAME", clerk.username) + "^" + V.nm(clerk, "DOCTOR", "hl7")))
    L.append(pid(ctx))
    gp = ctx.staff["physician"][3]
    L.append("PD1|||" + m("HOSPITAL", ctx.clinic.upper()) + "^^|" + xcn(ctx, gp) +
             "||||||" + rng.choice(["N", "Y", ""]))
    for i, fm in enumerate(ctx.family[:rng.randint(1, 3)], 1):
        L.append(nk1(ctx, i, fm))
    L.append(pv1(ctx, rng.choice(["I", "E"])))
    L.append("ROL|1|AD|PP^Primary care provider|" + xcn(ctx, gp) + "|" + hts(ctx, ctx.day(-rng.randint(200, 3000)), secs=False)[:-4]
             + "||||||" + m("HOSPITAL", ctx.clinic.upper()) + "|" + m("STREET", ctx.street_line(unit=False).upper()) + "^^"
             + m("CITY", ctx.hosp_city[0].upper()) + "|" + m("PHONE", ctx.clinic_phone) + "^WPN^PH~" + m("FAX", ctx.clinic_fax) + "^WPN^FX")
    if rng.random() < 0.6:
        L.append("PV2|||%s^%s^I10" % rng.choice(pools.ICD10))
    L.append("OBX|1|NM|8302-2^Body height^LN||%d|cm|||||F" % rng.randint(150, 195))
    L.append("OBX|2|NM|29463-7^Body weight^LN||%.1f|kg|||||F" % rng.uniform(45, 130))
    if rng.random() < 0.6:
        L.append("OBX|3|ST|11341-5^Occupation^LN||%s||||||F" % m("PROFESSION", ctx.profession))
    al = list(pools.ALLERGIES)
    rng.shuffle(al)
    for i, (a, r, sev) in enumerate(al[:rng.randint(0, 2)], 1):
        L.append("AL1|%d|DA|^%s^L|%s|%s|%s" % (i, a, {"mild": "MI", "moderate": "MO", "severe": "SV"}[sev], r,
                                                hts(ctx, ctx.day(-rng.randint(100, 4000)), secs=False)[:-4]))
    for i, (code, desc) in enumerate(rng.sample(pools.ICD10, rng.randint(1, 3)), 1):
        L.append("DG1|%d||%s^%s^I10|||%s" % (i, code, desc, rng.choice(["A", "W", "F"])))
    if rng.random() < 0.7:
        g = ctx.family[0]
        L.append("GT1|1|%s|%s||%s|%s||||||%s|%s||||%s" % (
            m("ACCOUNT", V.account(rng, ctx.loc)), V.nm(g, "FAMILY", "hl7"),
            hl7_addr(ctx), m("PHONE", g.phone), g.relation.upper(), "",
            m("ORGANIZATION", rng.choice(pools.EMPLOYERS).upper())))
    if rng.random() < 0.8:
        L.append("IN1|1|%s|%s|%s|||%s|%s|||||||%s|%s|%s" % (
            rng.choice(["PPO01", "HMO2", "PRIV", "EXT"]), V.digits(rng, 5), m("ORGANIZATION", ctx.insurer.upper()),
            m("PHONE", V.phone(rng, ctx.loc)), m("HEALTHPLAN", ctx.group), "", V.nm(ctx.pt, "PATIENT", "hl7"),
            rng.choice(["SEL^Self", "01"]) + "|||||||||||||||||||" + m("HEALTHPLAN", ctx.member)))
    for i in range(1, rng.randint(2, 4)):
        L.append(nte(i, C.comment(ctx, rng.choice(["nursing", "referral"])), "P"))
    if evt == "A08" and rng.random() < 0.7:
        L.append("ZPI|1|" + rng.choice(["Biometric enrolment", "Palm-vein enrolment", "Fingerprint ID"]) + "^" +
                 m("BIOID", V.bioid(rng)) + "|" + hts(ctx, ctx.day(-rng.randint(0, 400))) + "|" +
                 m("USERNAME", rng.choice(ctx.staff["clerk"]).username))
    return "\n".join(L)


def mdm(ctx):
    rng = ctx.rng
    d = ctx.enc
    author = ctx.attending
    tr = rng.choice(ctx.staff["clerk"])
    L = [msh(ctx, "MDM^T02^MDM_T02", d, V.rand_time(rng), "TRANSCRIBE", fac(ctx.hosp), "EHR", fac(ctx.hosp),
             "MDM" + V.digits(rng, 8))]
    L.append("EVN|T02|%s" % hts(ctx, d))
    L.append(pid(ctx))
    L.append(pv1(ctx, "O"))
    doctype = rng.choice(["CN^Consultation note", "DS^Discharge summary", "PN^Progress note", "CL^Clinic letter"])
    L.append("TXA|1|%s|TX|%s|%s|%s|%s||%s|%s|%s||||AU||AV" % (
        doctype, hts(ctx, d), xcn(ctx, author), hts(ctx, d), hts(ctx, d),
        m("USERNAME", tr.username) + "^" + V.nm(tr, "DOCTOR", "hl7"), m("IDNUM", "DOC" + V.digits(rng, 9)),
        m("IDNUM", V.digits(rng, 10))))
    fm = ctx.family[0]
    lines = [
        "Re: %s, DOB %s, MRN %s" % (ctx.ptname(rng.choice(["fl", "fml"])), ctx.D(ctx.pt.dob), m("MRN", ctx.mrn)),
        "Dear %s," % ctx.doc(ctx.staff["physician"][3], rng.choice(["l", "fl"])),
        "I saw %s %s in %s on %s. %s is a %s %s." % (
            ctx.title(ctx.pt), m("PATIENT", ctx.pt.last), m("HOSPITAL", ctx.clinic), ctx.D(d),
            {"M": "He", "F": "She"}[ctx.sex], ctx.A(rng.choice(["year-old", "words"])),
            rng.choice(["retired " + m("PROFESSION", ctx.profession.replace("retired ", "")), m("PROFESSION", ctx.profession)])),
        "PMH: %s; %s." % tuple("%s (%s)" % (x[1], x[0]) for x in rng.sample(pools.ICD10, 2)),
        "Medications: %s." % "; ".join("%s %s %s" % (x[0], x[1], x[5]) for x in rng.sample(pools.drugs_for(ctx.loc), 3)),
        C.comment(ctx, "referral"),
        "%s accompanied by %s %s, who can be reached on %s." % (
            {"M": "He was", "F": "She was"}[ctx.sex], fm.relation, V.nm(fm, "FAMILY", "fl"), m("PHONE", fm.phone)),
        "Plan: %s, review in %s at %s." % (rng.choice(["uptitrate bisoprolol", "start empagliflozin 10 mg",
                                                       "Holter monitor", "repeat HbA1c", "refer to physiotherapy"]),
                                           rng.choice(["6 weeks", "3 months", "4 weeks"]), m("HOSPITAL", ctx.clinic)),
        "Yours sincerely, %s" % ctx.doc(author, "fl"),
        "DD: %s  DT: %s  %s/%s" % (ctx.D(d, "us" if ctx.loc == "US" else "dmy"), ctx.D(ctx.day(1), "us" if ctx.loc == "US" else "dmy"),
                                   V.nm(author, "DOCTOR", "INI"), V.nm(tr, "DOCTOR", "ini lower")),
    ]
    for i, ln in enumerate(lines, 1):
        L.append("OBX|%d|TX|%s||%s||||||F" % (i, rng.choice(["11488-4^Consult note^LN", "18842-5^Discharge summary^LN", "TX"]), esc(ln)))
    return "\n".join(L)


def build(ctx, layout):
    rng = ctx.rng
    ts = m("DATE", V.fdate(ctx.enc, "iso")) + "T" + V.rand_time(rng) + ":%02d" % rng.randint(0, 59)
    chan = {"oru_r01": "LAB_ORU_IN", "oru_r01+ack": "LAB_RESULTS", "adt_a01": "ADT_FEED", "adt_a08": "ADT_UPDATES",
            "mdm_t02": "TRANSCRIPTION_OUT"}[layout]
    head = rng.choice(["--- interface dump | channel %s | received %s ---",
                       "#### %s  %s  (engine log export)",
                       "[%s] message received %s"]) % (chan, ts)
    if layout.startswith("oru"):
        body = oru(ctx, layout.endswith("ack"))
    elif layout == "mdm_t02":
        body = mdm(ctx)
    else:
        body = adt(ctx, "A01" if layout == "adt_a01" else "A08")
    tail = ""
    if rng.random() < 0.4:
        tail = "\n--- engine note: " + C.comment(ctx, "audit") + " ---"
    return head + "\n" + body + tail + "\n"
