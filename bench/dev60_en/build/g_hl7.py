"""Genre 2: interface message dumps (HL7 v2-style pipe/caret segments) with engine log lines."""
import datetime as dt

import pools as P
import values as V
from common import comment_sentences, result_value, licence_value, NEG_SENTENCES
from common import occupation
from markup import m, ljust

GENRE = "interface_message_dump"

APPS = ["ADT", "LIS", "EHR", "RIS", "PHARM", "HIE", "ORDERS", "MPI", "DOCS"]


def ts(c, d, secs=True, tz=None):
    r = c.r
    t = "%02d%02d" % (r.randint(0, 23), r.randint(0, 59))
    if secs:
        t += "%02d" % r.randint(0, 59)
    if tz is None:
        tz = r.random() < 0.25
    if tz:
        t += {"US": "-0500", "UK": "+0000", "CA": "-0400", "AU": "+1000"}[c.loc]
    return m("DATE", V.fmt_date(d, "compact")) + t


def xcn(c, s, with_id=True, degree=None):
    r = c.r
    name = s.name(r.choice(["hl7", "hl7i"]))
    n = name.count("^") + 2  # component index of the last name part
    deg = c.deg(s) if degree is None else degree
    ident = m("LICENSE", c.lic(s)) if with_id else ""
    return ident + "^" + m("DOCTOR", name) + "^" * (7 - n) + deg


def xad(c, a=None, kind="H"):
    a = a or c.addr
    street = m("STREET", a.street.upper())
    other = "^" + m("STREET", a.unit.upper().replace("#", "UNIT ")) if a.unit else "^"
    if a.loc == "UK":
        st = m("CITY", a.county.upper()) if a.county else ""
    else:
        st = m("STATE", a.state_abbr)
    return "%s%s^%s^%s^%s^%s^%s" % (street, other, m("CITY", a.city.upper()), st, m("ZIP", a.zip), m("COUNTRY", P.HL7_COUNTRY[a.loc]), kind)


def xtn(c, num, use="PRN", eq="PH"):
    return "%s^%s^%s" % (m("PHONE", num), use, eq)


def msh(c, d, typ, ctrl=None, app=None, app2=None):
    r = c.r
    ctrl = ctrl or r.choice(["MSG", "", "Q", "ADT"]) + V.digits(r, r.choice([8, 10]))
    return "MSH|^~\\&|%s|%s|%s|%s|%s||%s|%s|P|%s|||AL|NE" % (
        app or r.choice(APPS), m("HOSPITAL", c.hcode), app2 or r.choice(APPS), m("HOSPITAL", c.hcode), ts(c, d), typ,
        m("IDNUM", ctrl), r.choice(["2.3", "2.4", "2.5.1", "2.5.1", "2.6"]))


def pid(c):
    r = c.r
    ids = "%s^^^%s^MR" % (m("MRN", c.mrn), m("HOSPITAL", c.hcode))
    if c.nid and r.random() < 0.6:
        ids += "~%s^^^%s^SS" % (m("SSN", c.nid), {"US": "SSA", "UK": "NINO", "CA": "SIN"}[c.loc])
    if r.random() < 0.6:
        ids += "~%s^^^%s^%s" % (m("HEALTHPLAN", c.hcard.replace(" ", "")), {"US": "CMS", "UK": "NHS", "CA": "MOH", "AU": "HIC"}[c.loc],
                                {"US": "MC", "UK": "NH", "CA": "JHN", "AU": "MC"}[c.loc])
    alias = ""
    race = r.choice(["2106-3^White^HL70005", "2054-5^Black or African American^HL70005", "2028-9^Asian^HL70005", "2131-1^Other Race^HL70005", "UNK^Unknown^HL70005"])
    phones = xtn(c, c.phone) + "~" + xtn(c, c.mobile, "PRN", "CP")
    if r.random() < 0.5:
        phones += "~^NET^Internet^" + m("EMAIL", c.email)
    mmn = m("FAMILY", V.make_person(r, c.loc, sex="F").last.upper()) if r.random() < 0.4 else ""
    dob = ts(c, c.dob, secs=False, tz=False) if r.random() < 0.3 else m("DATE", V.fmt_date(c.dob, "compact"))
    ssn = m("SSN", c.nid) if (c.nid and r.random() < 0.4) else ""
    return "PID|1||%s|%s|%s|%s|%s|%s||%s|%s||%s||%s|%s|%s|%s|%s" % (
        ids, alias, m("PATIENT", c.pt.name(r.choice(["hl7", "hl7i"]))), mmn, dob, c.sex, race, xad(c), phones,
        r.choice(["ENG^English", "", "SPA^Spanish"]), r.choice(["M", "S", "W", "D"]), r.choice(["CHR^Christian", "NON^None", ""]),
        m("ACCOUNT", c.acct) + "^^^" + m("HOSPITAL", c.hcode) + "^AN", ssn)


def pv1(c, d, cls="I"):
    r = c.r
    room = "%d%02d" % (r.randint(1, 9), r.randint(1, 40))
    bed = r.choice(["A", "B", "1", "2", "01", "02"])
    loc = "%s^%s^%s^%s" % (m("HOSPITAL", c.ward.upper()), m("LOCATION_OTHER", room), m("LOCATION_OTHER", bed), m("HOSPITAL", c.hcode))
    att, ref = c.next_staff(), c.next_staff()
    return "PV1|1|%s|%s|%s|||%s|%s||%s||||%s|||%s|%s|%s|%s||||||||||||||||||||||%s|||||%s" % (
        cls, loc, r.choice(["E", "U", "R", "EL"]), xcn(c, att), xcn(c, ref), r.choice(["MED", "CAR", "SUR", "ONC", "GER"]),
        r.choice(["1", "7", "2"]), xcn(c, att), cls + "P", m("ACCOUNT", V.account(r)), r.choice(["SP", "CO", "MC", ""]),
        m("HOSPITAL", c.hcode), ts(c, d))


def nk1(c, i=0):
    r = c.r
    rel = c.rels[i]
    code = {"wife": "SPO", "husband": "SPO", "partner": "DOM", "daughter": "CHD", "son": "CHD", "mother": "MTH",
            "father": "FTH", "sister": "SIS", "brother": "BRO", "friend": "FND", "neighbour": "FND"}.get(rel, "OTH")
    addr = xad(c) if r.random() < 0.5 else ""
    return "NK1|%d|%s|%s^%s^HL70063|%s|%s||EC^Emergency Contact" % (i + 1, m("FAMILY", c.fam[i].name(r.choice(["hl7", "hl7i"]))), code, rel.title(), addr, xtn(c, c.fam_phone[i]))


def in1(c):
    r = c.r
    ia = V.Address(r, c.loc)
    return "IN1|1|%s^%s|%s|%s|%s||%s|%s|||||||%s|%s|%s|%s||||||||||||||||||%s" % (
        r.choice(["HMO01", "PPO", "MCR", "PVT", "BUPA1"]), r.choice(["Gold PPO", "Commercial", "Medicare Advantage", "Extras"]),
        r.choice(["IC0043", "P12", "INS77"]), m("ORGANIZATION", c.insurer.upper()), xad(c, ia, "B"), xtn(c, V.phone(r, c.loc), "WPN"),
        m("HEALTHPLAN", c.group), m("PATIENT", c.pt.name("hl7")), r.choice(["01^Self", "18^Self"]), m("DATE", V.fmt_date(c.dob, "compact")),
        xad(c), m("HEALTHPLAN", c.member))


def gt1(c):
    r = c.r
    return "GT1|1||%s||%s|%s|||||SE^Self|%s||||%s^^^^^%s" % (
        m("PATIENT", c.pt.name("hl7")), xad(c), xtn(c, c.phone), m("SSN", c.nid) if c.nid else "",
        m("ORGANIZATION", c.employer.upper()), xtn(c, V.phone(r, c.loc, ext=True), "WPN"))


def log_line(c, d, direction="Received", port=None):
    r = c.r
    return "[%s %02d:%02d:%02d.%03d] INFO  %s %s msg from %s:%d (conn %d, engine v7.%d.%d)" % (
        m("DATE", V.fmt_date(d, "iso")), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59), r.randint(0, 999),
        r.choice(["ADT_IN", "ORU_OUT", "ORM_IN", "MDM_IN", "HIE_ROUTER"]), direction, m("IPADDR", V.ip(r)),
        port or r.choice([6661, 6662, 2575, 7001]), r.randint(1, 400), r.randint(0, 9), r.randint(0, 20))


def nte(c, i, text):
    return "NTE|%d|L|%s" % (i, text)


def adt(c):
    r = c.r
    d = c.day(0)
    typ = r.choice(["ADT^A01^ADT_A01", "ADT^A04^ADT_A01", "ADT^A08^ADT_A01", "ADT^A03^ADT_A03"])
    clerk = c.next_staff()
    L = [log_line(c, d), msh(c, d, typ),
         "EVN|%s|%s|||%s^%s" % (typ.split("^")[1], ts(c, d), m("USERNAME", c.user(clerk)), m("DOCTOR", clerk.name("hl7"))),
         pid(c),
         "PD1|||%s^^%s|%s" % (m("HOSPITAL", c.clinic.upper()), r.randint(100, 999), xcn(c, c.next_staff())),
         nk1(c, 0)]
    if r.random() < 0.6:
        L.append(nk1(c, 1))
    L.append(pv1(c, d))
    pv2 = r.choice(P.PROBLEMS)
    L.append("PV2|||%s^%s^I10||||||%s" % (pv2[0], pv2[2], m("DATE", V.fmt_date(c.day(r.randint(2, 9)), "compact"))))
    for i, (al, rx) in enumerate(r.sample(P.ALLERGENS, r.randint(1, 2))):
        L.append("AL1|%d|DA|%s^%s^LOCAL|%s|%s" % (i + 1, V.digits(r, 5), al.upper(), r.choice(["SV", "MO", "MI"]), rx))
    for i, (icd, sct, name) in enumerate(r.sample(P.PROBLEMS, r.randint(1, 3))):
        L.append("DG1|%d||%s^%s^I10||%s|%s" % (i + 1, icd, name, ts(c, c.day(-r.randint(0, 3)), secs=False), r.choice(["A", "W", "F"])))
    L.append(in1(c))
    if r.random() < 0.6:
        L.append(gt1(c))
    if r.random() < 0.6:
        L.append("ZPI|1|%s|%s|%s" % (occupation(c, upper=True), m("ORGANIZATION", c.employer.upper()), r.choice(["Y", "N"])))
    L.append(log_line(c, d, "ACK AA for"))
    return "\n".join(L)


def oru(c):
    r = c.r
    d = c.day(0)
    placer, filler = V.order_no(r), V.order_no(r)
    ordering = c.next_staff()
    tech = c.next_staff()
    L = [log_line(c, d), msh(c, d, "ORU^R01^ORU_R01", app="LIS"), pid(c), pv1(c, d, r.choice(["I", "O", "E"]))]
    L.append("ORC|RE|%s^EHR|%s^LAB||CM||||%s|||%s|%s||%s" % (m("IDNUM", placer), m("IDNUM", filler), ts(c, d), xcn(c, ordering), "",
                                                          xtn(c, V.phone(r, c.loc, ext=True), "WPN")))
    panels = [("24323-8", "Comprehensive metabolic panel", P.LAB_ANALYTES), ("58410-2", "CBC panel", P.CBC_ANALYTES),
              ("34714-6", "Coagulation / misc", P.OTHER_ANALYTES)]
    coll = ts(c, d)
    for pi, (pc, pname, pool) in enumerate(r.sample(panels, r.randint(1, 2))):
        L.append("OBR|%d|%s|%s|%s^%s^LN|||%s|||||||%s|BLD^Blood|%s|%s||||%s||CH|F|||||||%s" % (
            pi + 1, m("IDNUM", placer), m("IDNUM", filler), pc, pname, coll, ts(c, d), xcn(c, ordering),
            xtn(c, V.phone(r, c.loc, ext=True), "WPN"), ts(c, d), "%s&%s" % (m("LICENSE", licence_value(c)), m("DOCTOR", c.next_staff().name("LAST")))))
        for oi, (code, name, ab, unit, lo, hi, dec) in enumerate(r.sample(pool, r.randint(4, 7))):
            v, f, rg = result_value(r, lo, hi, dec)
            L.append("OBX|%d|NM|%s^%s^LN||%s|%s|%s|%s|||F|||%s||%s" % (oi + 1, code, name, v, unit, rg, f or "N", ts(c, d), xcn(c, tech, with_id=False, degree="")))
        if r.random() < 0.8:
            txt = r.choice([
                "Critical value called to %s, RN on %s at %s by %s" % (m("DOCTOR", c.next_staff().name("First Last")), m("HOSPITAL", c.ward.upper()), "%02d%02d" % (r.randint(0, 23), r.randint(0, 59)), m("DOCTOR", tech.name("fl"))),
                "Specimen recollected, original haemolysed. Ref %s" % m("IDNUM", V.accession(r, d.year)),
                "Results also faxed to %s (%s)" % (m("HOSPITAL", c.clinic), m("FAX", V.phone(r, c.loc, ext=False))),
                "Hemolysis index 2+. Friedewald LDL not calculated. Westergren ESR pending.",
                "Reference ranges adjusted for age %s and sex %s." % (m("AGE", str(c.age)) + r.choice(["Y", " y", " years", ""]), c.sex),
            ])
            L.append(nte(c, 1, txt))
    L.append("SPM|1|%s||BLD^Blood^HL70487|||||||||||||%s|%s" % (m("IDNUM", V.accession(r, d.year)), coll, ts(c, d)))
    L.append(log_line(c, d, "Routed", 6662))
    return "\n".join(L)


def orm(c):
    r = c.r
    d = c.day(0)
    L = [log_line(c, d), msh(c, d, r.choice(["ORM^O01^ORM_O01", "OML^O21^OML_O21"]), app="ORDERS"), pid(c), pv1(c, d, "O")]
    if r.random() < 0.6:
        L.append(in1(c))
    ordering = c.next_staff()
    for i in range(r.randint(2, 3)):
        placer = V.order_no(r)
        test = r.choice([("80053", "CMP"), ("85025", "CBC W DIFF"), ("87086", "URINE CULTURE"), ("83036", "HBA1C"), ("84443", "TSH"), ("71046", "XR CHEST 2V"), ("93000", "ECG 12 LEAD")])
        L.append("ORC|NW|%s^EHR||%s|SC||^^^%s^^R||%s|%s||%s|%s|%s" % (
            m("IDNUM", placer), m("IDNUM", V.idnum(r, "GRP")), ts(c, d), ts(c, d), m("USERNAME", c.user(c.next_staff())), xcn(c, ordering),
            m("HOSPITAL", c.clinic.upper()), xtn(c, V.phone(r, c.loc, ext=True), "WPN")))
        L.append("OBR|%d|%s||%s^%s^C4|||%s||||N|||||%s|%s" % (i + 1, m("IDNUM", placer), test[0], test[1], ts(c, d), xcn(c, ordering), xtn(c, V.phone(r, c.loc), "WPN")))
        L.append("DG1|1||%s^%s^I10" % r.choice(P.PROBLEMS)[0::2])
    notes = comment_sentences(c, 2)
    for i, s in enumerate(notes):
        L.append(nte(c, i + 1, s))
    L.append("NTE|%d|P|Pt contact pref: %s; alt %s (%s)" % (len(notes) + 1, m("PHONE", c.mobile), m("FAMILY", c.fam[0].name("First Last")), c.rels[0]))
    L.append(log_line(c, d, "Queued", 7001))
    return "\n".join(L)


def mdm(c):
    r = c.r
    d = c.day(0)
    author = c.next_staff()
    scribe = c.next_staff()
    adm = c.day(-r.randint(2, 10))
    L = [log_line(c, d), msh(c, d, "MDM^T02^MDM_T02", app="DOCS"), pid(c), pv1(c, adm)]
    L.append("TXA|1|DS^Discharge Summary|TX|%s|%s|%s|%s||%s|%s|%s||||AU||AV" % (
        ts(c, d), xcn(c, author), ts(c, d), ts(c, d), xcn(c, scribe, with_id=False, degree=""), m("IDNUM", "DOC" + V.digits(r, 9)), m("IDNUM", V.order_no(r))))
    text = [
        "DISCHARGE SUMMARY - %s" % m("HOSPITAL", c.hosp),
        "Patient: %s  DOB %s  %s %s" % (c.P("First Last"), c.dob_s(), "MRN", m("MRN", c.mrn)),
        "Admitted %s, discharged %s from %s, room %s." % (c.D(adm), c.D(d), m("HOSPITAL", c.ward), m("LOCATION_OTHER", "%d%02d" % (r.randint(1, 9), r.randint(1, 40)))),
        "%s%s is a %s %s admitted with %s." % (c.title(), c.P("Last"), c.age_s(r.choice(["{a} yo", "{a}-year-old", "{a} y/o"])), c.sexw(), r.choice(["decompensated heart failure", "community-acquired pneumonia", "AF with RVR", "cellulitis of the left leg", "a fall with hip fracture"])),
        r.choice(NEG_SENTENCES),
        "Follow-up with Dr %s at %s on %s, call %s." % (m("DOCTOR", c.next_staff().name("Last")), m("HOSPITAL", c.clinic), c.D(c.day(r.randint(5, 30))), c.ph(ext=True)),
    ] + comment_sentences(c, 2) + [
        "Dictated by %s; transcribed by %s (%s)." % (m("DOCTOR", author.name("First Last")), m("DOCTOR", scribe.name("fl")), "job " + m("IDNUM", V.digits(r, 7))),
    ]
    for i, line in enumerate(text):
        L.append("OBX|%d|TX|18842-5^Discharge summary^LN|%d|%s||||||F" % (i + 1, i + 1, line))
    L.append(log_line(c, d, "Filed", 2575))
    return "\n".join(L)


def viewer(c):
    """Parsed field-by-field view of an interface message, as shown by an engine's message viewer."""
    r = c.r
    d = c.day(0)
    att = c.next_staff()
    room = "%d%02d" % (r.randint(1, 9), r.randint(1, 40))
    ctrl = "MSG" + V.digits(r, 8)
    L = ["Message 1 of %d   ADT^A08   Control ID %s   Received %s %s from %s" % (r.randint(2, 40), m("IDNUM", ctrl), c.D(d, "iso"), "%02d:%02d:%02d" % (r.randint(0, 23), r.randint(0, 59), r.randint(0, 59)), m("IPADDR", V.ip(r))),
         "Channel: ADT_INBOUND (v4.2.1)   Status: PROCESSED   User: %s" % m("USERNAME", c.user(c.next_staff())), ""]

    def f(tag, label, val):
        L.append("  %s %s %s" % (ljust(tag, 7), ljust(label + " ", 34, "."), val))
    f("MSH-3", "Sending Application", "ADT")
    f("MSH-4", "Sending Facility", m("HOSPITAL", c.hcode))
    f("MSH-7", "Date/Time of Message", ts(c, d))
    f("MSH-10", "Message Control ID", m("IDNUM", ctrl))
    f("MSH-12", "Version ID", "2.5.1")
    f("PID-3", "Patient Identifier List", "%s^^^%s^MR" % (m("MRN", c.mrn), m("HOSPITAL", c.hcode)))
    f("PID-5", "Patient Name", m("PATIENT", c.pt.name("hl7")))
    f("PID-7", "Date/Time of Birth", m("DATE", V.fmt_date(c.dob, "compact")))
    f("PID-7.age", "Derived age", c.age_s(r.choice(["{a}Y", "{a} y", "{a} years"])))
    f("PID-8", "Administrative Sex", c.sex)
    f("PID-11", "Patient Address", xad(c))
    f("PID-13", "Phone Number - Home", xtn(c, c.phone))
    f("PID-14", "Phone Number - Business", xtn(c, V.phone(r, c.loc, ext=True), "WPN"))
    f("PID-18", "Patient Account Number", m("ACCOUNT", c.acct))
    if c.nid:
        f("PID-19", "SSN Number - Patient", m("SSN", c.nid))
    f("PID-20", "Driver's License Number", m("LICENSE", V.driver_licence(r, c.loc, c.pt)))
    f("NK1-2", "Name", m("FAMILY", c.fam[0].name("hl7")))
    f("NK1-3", "Relationship", c.rels[0].upper())
    f("NK1-5", "Phone Number", xtn(c, c.fam_phone[0]))
    f("PV1-3", "Assigned Patient Location", "%s^%s^%s" % (m("HOSPITAL", c.ward.upper()), m("LOCATION_OTHER", room), m("LOCATION_OTHER", r.choice(["A", "B", "1", "2"]))))
    f("PV1-7", "Attending Doctor", xcn(c, att))
    f("PV1-19", "Visit Number", m("ACCOUNT", V.account(r)))
    f("PV1-44", "Admit Date/Time", ts(c, c.day(-r.randint(0, 5))))
    f("IN1-4", "Insurance Company Name", m("ORGANIZATION", c.insurer))
    f("IN1-36", "Policy Number", m("HEALTHPLAN", c.member))
    f("OBX-5", "Observation Value", "Occupation: " + occupation(c))
    L.append("")
    L.append("Raw:")
    L.append(msh(c, d, "ADT^A08^ADT_A01", ctrl=ctrl, app="ADT"))
    L.append(pid(c))
    L.append(nk1(c, 0))
    L.append("")
    L.append("Validation warnings: PID-13 repetition 2 missing area code; ZPI segment unknown (ignored)")
    L.append("Comment (%s, %s): %s" % (m("USERNAME", c.user(c.next_staff())), c.D(d, "iso"), comment_sentences(c, 1)[0]))
    return "\n".join(L)


LAYOUTS = [("hl7_adt", adt), ("hl7_oru", oru), ("hl7_orm", orm), ("hl7_mdm", mdm), ("engine_viewer", viewer)]
