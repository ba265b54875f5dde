"""Genre 2: community and district nursing visit records."""
import datetime as dt

from phi import P, shift
from blocks import demo_block, audit_line, med_lines

GENRE = "community_nursing"

VISIT_TEXTS = [
    "Dressing changed to L lower leg ulcer. Wound bed 80% granulating, 20% slough, moderate exudate. Cleansed with saline, Aquacel Ag + foam, 2-layer compression. Pain 3/10.",
    "Catheter (14Ch, long-term) changed without difficulty. Residual 40 ml. Urine clear. Bag and valve supplied.",
    "Insulin administered 18 units glargine s/c abdomen. CBG 9.4 mmol/L pre-dose. Hypo box checked and in date.",
    "Pressure areas checked: sacrum category 2, heels intact. Waterlow 18. Advised 2-hourly repositioning; carers aware.",
    "Bloods taken (FBC, U&E, LFT, CRP) via L ACF; to surgery by 12:00 courier.",
    "B12 injection given. Next due in 12/52. No concerns.",
    "Syringe driver checked: running to time, site R chest clean, no erythema. Volume remaining consistent.",
    "Compression bandaging reapplied. ABPI 0.92 R, 0.88 L (done last month). Oedema reducing.",
    "Patient found on floor by carer this morning - no injury, NEWS2 1. Falls referral made. GP informed.",
    "Reviewed with daughter present. Appetite poor, MUST 2, fortified drinks started. Weight 48.2 kg.",
    "Enoxaparin 40 mg s/c given. Teaching started; patient keen to self-administer from next week.",
    "PICC line flushed and dressing changed. Line length unchanged. No signs of infection.",
]


def _a(prof):
    return ("an " if prof[0].lower() in "aeiou" else "a ") + P("PROFESSION", prof)


def _nurse(c, key="dn", job="district nurse", title=None):
    return c.staff(key, job, title or c.ch("Sr", "Sr", None), nurse=True,
                   creds=c.ch("RGN", "RN", "RN, BSc", "RGN, QN", "SPQ DN", ""))


def _carer_agency(c):
    T, name = c.place("employer", "agency")
    return P("ORGANIZATION", c.ch("%s Home Care" % name.split()[0], "%s Care Agency" % name.split()[0],
                                  "%s Domiciliary Care" % name.split()[0]))


def layout_visit_log(c):
    p = c.pt
    dn = _nurse(c)
    hca = c.staff("hca", "HCA", None)
    cn = _nurse(c, "cn", "community staff nurse")
    dau = c.rel("dau", c.ch("daughter", "son", "niece", "neighbour"))
    L = []
    L.append("%s - %s" % (c.pl("trust"), c.ch("District Nursing Team", "Community Nursing Service",
                                              "Neighbourhood Nursing Team")))
    L.append("VISIT RECORD")
    L += demo_block(c, style=c.ch("fields", "strip"), with_nok=False)
    L.append("Access: key safe %s. %s %s (%s) %s, lives %s." % (
        c.ch("by back door", "left of front door", "on garage wall"), c.ch("Contact", "NOK"),
        c.nm(dau, c.ch("full", "tf")), dau.relation, c.tel("mob"), c.ch("round the corner", "in %s" % c.city(),
                                                                       "2 streets away")))
    L.append("Package of care: %s, QDS calls; carers %s and %s." % (
        _carer_agency(c), c.nm(c.rel("car1", "carer", role="FAMILY"), c.ch("g", "full")),
        c.nm(c.rel("car2", "carer", role="FAMILY"), c.ch("g", "full"))))
    L.append("")
    d = c.ago(20, 40)
    staff_cycle = [dn, hca, cn, dn, hca]
    for i in range(c.r.randint(4, 6)):
        d = shift(d, c.r.randint(2, 5))
        who = staff_cycle[i % len(staff_cycle)]
        txt = c.r.choice(VISIT_TEXTS)
        extra = ""
        if c.chance(0.35):
            extra = " %s present, %s." % (c.nm(dau, c.ch("g", "ts")), c.ch(
                "updated on plan", "asked about respite", "reports %s is sleeping more" % c.he(),
                "will collect prescription from %s" % c.pl("pharmacy")))
        L.append("%s %02d:%02d  %s (%s)" % (c.dd(d, c.ch(c.note_style, "wd_dmy", "dmy")),
                                           c.r.randint(8, 19), c.r.choice([0, 15, 30, 45]),
                                           c.nm(who, c.ch("tf", "ts", "ts", "full")),
                                           who.job))
        L.append("  " + txt + extra)
        if c.chance(0.3):
            L.append("  Signed %s" % P("DOCTOR", who.initials(dots=False)))
    L.append("")
    L.append("Caseload holder: %s; %s to continue %s." % (c.role_name(dn, "district nurse", c.ch("s", "ts")),
                                                         c.role_name(hca, "HCA", "g"), c.ch("obs", "B12 round", "pressure area checks")))
    L.append("Next visit: %s (%s). %s" % (c.dd(c.ahead(1, 4), c.ch("wd", "wd_short", "partial")),
                                          c.ch("AM", "PM", "tea-time"),
                                          c.ch("TVN review requested.", "Discuss at MDT.", "")))
    L.append(audit_line(c, dn))
    return "\n".join(L)


def layout_care_plan(c):
    p = c.pt
    dn = _nurse(c)
    gp = c.staff("gp", c.loc.gp_word, "Dr")
    L = []
    L.append("COMMUNITY NURSING CARE PLAN")
    L.append("%s | Base: %s, %s" % (c.pl("trust"), c.pl("clinic"), c.tel("land")))
    L.append("")
    L += demo_block(c, style="table")
    L.append("")
    sp = c.rel("sp", c.ch("husband", "wife", "son", "partner"))
    L.append("Lives in a %s with %s %s (%s)." % (
        c.ch("ground floor flat", "bungalow", "terraced house"), c.his(), sp.relation,
        c.nm(sp, c.ch("g", "full"))))
    prof = p.profession
    L.append("Previously worked as %s %s at %s for %d years." % (
        "an" if prof[0] in "aeiou" else "a", P("PROFESSION", prof), c.pl("employer"), c.r.randint(5, 35)))
    L.append("")
    L.append("Need 1: Wound care - %s." % c.ch("venous leg ulcer L gaiter", "category 3 PU sacrum",
                                               "dehisced abdominal wound", "skin tear R forearm"))
    L.append("  Goal: healing by %s. Review fortnightly with TVN %s." % (
        c.dd(c.ahead(40, 90), c.ch("my", "dM", "dMy")), c.nm(c.staff("tvn", "tissue viability nurse", None, nurse=True), "full")))
    L.append("Need 2: Continence - long-term catheter; change due %s." % c.dd(c.ahead(20, 80), c.ch("dmy", "dMony", "partial")))
    L.append("Need 3: Medicines - blister pack from %s (delivered %s)." % (
        c.pl("pharmacy"), c.dd(c.ahead(1, 7), "wd")))
    L += med_lines(c, prefix="    ")
    L.append("")
    L.append("Equipment")
    L.append("  Dynamic air mattress, serial %s (issued %s)" % (c.device_serial(), c.dd(c.ago(20, 200))))
    L.append("  Community alarm pendant ID %s; responder %s" % (c.device_serial(), c.tel("land")))
    if c.chance(0.5):
        L.append("  Profiling bed from %s equipment store, asset %s" % (c.pl("trust"), c.device_serial()))
    L.append("")
    L.append("Consent: verbal, %s has capacity for this plan (%s)." % (c.nm(p, c.ch("ts", "g")), c.scale()))
    L.append("DNACPR: %s" % c.ch("not in place", "in place - signed by %s %s" % (c.doc(gp, style="ts"),
                                                                                c.dd(c.ago(10, 300))),
                                  "discussed, ReSPECT form on fridge"))
    L.append("")
    L.append("Care plan written %s by %s %s" % (c.dd(c.today), c.nm(dn, c.ch("tf", "full")), dn.creds))
    L.append("%s %s" % (dn.reg[0], P("LICENSE", dn.reg[1])))
    L.append("Review date: %s" % c.dd(c.ahead(28, 42)))
    return "\n".join(L)


def layout_handover(c):
    dn = _nurse(c, "lead", "team leader")
    L = []
    L.append("%s - caseload handover %s" % (c.pl("trust"), c.dd(c.today, c.ch("wd_full", "wd_dmy", "dmy"))))
    L.append("From %s to %s (late shift). Team mobile %s." % (
        c.nm(dn, c.ch("g", "full")), c.nm(_nurse(c, "late", "staff nurse"), c.ch("g", "full")), c.tel("mob")))
    L.append("")
    pts = [c.pt]
    for i in range(c.r.randint(2, 3)):
        q = c._new_person("PATIENT")
        q.age = c.r.randint(60, 97)
        q.addr = c.new_address(town=c.pt.addr["town"])
        q.title = "Mr" if q.sex == "m" else "Mrs"
        q.pid = c.loc.patient_id(c.r, q)
        pts.append(q)
    for i, q in enumerate(pts, 1):
        if q is c.pt:
            name = c.nm(q, c.ch("uc", "tf", "full"))
            age = q.age
        else:
            name = P("PATIENT", c.ch(q.upper_comma(), q.short_full()))
            age = q.age
        L.append("%d) %s, %s, %s  %s %s" % (i, name, c.age(age, c.ch("y", "yrs", "sex" if q is c.pt else "bare")),
                                          c.addr_inline(q.addr) if q is not c.pt else c.addr_inline(),
                                          q.pid[0], P("MRN", q.pid[1])))
        tx = c.r.choice(VISIT_TEXTS)
        L.append("   " + tx)
        k = c.r.randint(0, 3)
        if k == 0:
            w = c.rel("w%d" % i, c.ch("wife", "husband", "son", "daughter"))
            L.append("   %s %s %s (%s) wants a call back re: %s." % (
                c.ch("His", "Her"), w.relation, c.nm(w, c.ch("g", "full")), c.tel("mob"),
                c.ch("respite", "continence products", "OT assessment", "GP visit")))
        elif k == 1:
            L.append("   Outstanding: %s to review %s; chase %s at %s." % (
                c.nm(c.staff("gp%d" % i, "GP", "Dr"), c.ch("ts", "tf")), c.dd(c.ahead(0, 3), c.ch("wd", "partial")),
                c.ch("bloods", "swab result", "discharge letter"), c.pl("acute")))
        elif k == 2:
            L.append("   Syringe driver serial %s; next recharge %s %02d:00." % (
                c.device_serial(), c.dd(c.ahead(0, 1), c.ch("wd", "partial")), c.r.randint(8, 20)))
        else:
            L.append("   Carers from %s - %s. Key safe." % (_carer_agency(c), c.ch(
                "double-up calls", "evening call only", "no concerns raised")))
    L.append("")
    L.append("Bank nurse %s covering %s area tomorrow; HCA %s on annual leave until %s." % (
        c.nm(_nurse(c, "bank", "bank nurse"), c.ch("full", "g")), c.city(),
        c.nm(c.staff("hca", "HCA", None), "g"), c.dd(c.ahead(3, 14), c.ch("wd", "dM", "partial"))))
    L.append("")
    L.append(audit_line(c, dn))
    return "\n".join(L)


def layout_referral(c):
    p = c.pt
    ref = c.staff("ref", "discharge coordinator", None, nurse=True)
    cons = c.staff("cons", "consultant", c.ch("Dr", "Mr/Ms"))
    ward = c.pl("ward")
    adm = c.ago(5, 25)
    dis = shift(c.today, c.r.randint(0, 2))
    L = []
    L.append("REFERRAL TO COMMUNITY NURSING")
    L.append("From: %s, %s, %s" % (c.nm(ref, "full"), ward, c.pl("acute")))
    L.append("Referrer tel: %s   Email: %s" % (c.tel("land", ext=True), c.staff_email(ref)))
    L.append("Date of referral: %s" % c.dd(c.today))
    L.append("")
    L += demo_block(c, style="fields", with_nok=True, with_ids=3)
    L.append("")
    L.append("Admitted %s under %s (%s) with %s. Discharge planned %s." % (
        c.dd(adm), c.doc(cons, style=c.ch("ts", "tf")), c.ch("Care of the Elderly", "General Surgery",
                                                            "Acute Medicine", "Orthopaedics"),
        c.ch("cellulitis L leg", "#NOF (DHS)", "urosepsis", "exacerbation of COPD", "post-op wound infection"),
        c.dd(dis, c.ch(c.note_style, "wd_ordM", "wd_full"))))
    L.append("Bed %s, side room. Transport booked for %s." % (P("LOCATION_OTHER", str(c.r.randint(1, 32))),
                                                               c.dd(dis, c.ch("wd", "partial"))))
    L.append("Nursing needs on discharge:")
    L.append("  - IV antibiotics via %s: %s" % (c.ch("PICC", "midline"), c.ch(
        "teicoplanin 400 mg OD", "ceftriaxone 2 g OD", "ertapenem 1 g OD")))
    L.append("  - Wound check and dressing %s" % c.ch("alternate days", "twice weekly", "daily"))
    L.append("  - Enoxaparin 40 mg s/c OD x 28/7 (first community dose %s)" % c.dd(shift(dis, 1), c.ch("wd", "partial")))
    L.append("Infusion pump (%s) loaned from ward, serial %s - please return to %s." % (
        c.ch("elastomeric", "CADD", "volumetric"), c.device_serial(), ward))
    L.append("Lives with %s %s, who %s. Usual GP %s, %s." % (
        c.his(), c.ch("wife", "husband", "daughter", "son"), c.ch("works full-time", "is main carer",
                                                                 "has dementia", "works nights at %s" % c.pl("employer")),
        c.doc(c.staff("gp", c.loc.gp_word, "Dr"), style="ts"), c.pl("practice")))
    L.append("")
    L.append("Signed: %s, %s   %s" % (c.nm(ref, "full"), c.ch("RN", "RGN", "Sister"), c.dd(c.today, "dmy")))
    return "\n".join(L)


def layout_eol(c):
    p = c.pt
    dn = _nurse(c)
    pal = c.staff("pal", "palliative care CNS", None, nurse=True)
    gp = c.staff("gp", c.loc.gp_word, "Dr")
    fam1 = c.rel("f1", c.ch("wife", "husband"))
    fam2 = c.rel("f2", c.ch("daughter", "son"))
    L = []
    L.append("Palliative care visit - %s" % c.pl("trust"))
    L.append("%s  |  %s  |  %s %s" % (c.nm(p, c.ch("uc", "tf")), c.age(p.age, c.ch("yrs", "y")),
                                     p.pid[0], P("MRN", p.pid[1])))
    L.append("%s" % c.addr_inline())
    L.append("")
    L.append("%s %02d:%02d - joint visit %s (DN) and %s (%s, %s)." % (
        c.dd(c.today, c.ch(c.note_style, "wd_dmy")), c.r.randint(9, 18), c.r.choice([0, 20, 40]),
        c.nm(dn, c.ch("full", "ts", "g")), c.nm(pal, c.ch("full", "g")), c.pl("hospice"), pal.job))
    L.append("%s is now bed-bound, sleeping most of the day. Oral intake sips only. Mouth care given. %s." % (
        c.nm(p, c.ch("ts", "g")), c.ch("Appears comfortable", "Grimacing on turning", "Restless overnight per family")))
    L.append("Syringe driver (T34, serial %s) commenced %s %02d:%02d: morphine sulfate 10 mg + midazolam 10 mg over 24 h." % (
        c.device_serial(), c.dd(c.ago(1, 3), c.ch("partial", "wd", "dmy")), c.r.randint(8, 18), c.r.choice([0, 30])))
    L.append("Anticipatory meds in home: %s." % "; ".join(c.r.sample([
        "morphine sulfate 2.5-5 mg s/c 1-hourly PRN", "midazolam 2.5-5 mg s/c PRN",
        "haloperidol 500 mcg s/c PRN", "glycopyrronium 200 mcg s/c PRN", "levomepromazine 6.25 mg s/c PRN"], 3)))
    L.append("%s %s and %s %s present; %s is staying over from %s. %s asked about timescales - honest conversation held." % (
        c.His(), fam1.relation, c.his(), fam2.relation + " " + c.nm(fam2, c.ch("g", "full")), c.nm(fam2, "g"),
        c.ch(c.city(), c.country(foreign=True)), c.nm(fam1, c.ch("g", "ts"))))
    if c.chance(0.7):
        T, inst = c.place("church")
        title = ("Imam" if ("Mosque" in inst or "Masjid" in inst) else "Granthi" if "Gurdwara" in inst
                 else "Pandit" if "Temple" in inst else c.ch("Pastor", "Father", "Reverend", "Elder"))
        L.append("%s %s from %s visited yesterday and prayed with the family; %s asked to be called %s." % (
            title, c.nm(c.rel("clergy", "minister", role="FAMILY"), c.ch("s", "full")),
            P(T, inst), c.he(), c.ch("any time", "if there is a change", "at the end")))
    L.append("Preferred place of death: home. %s completed %s by %s." % (
        "ReSPECT form" if c.code.startswith("en-GB") else c.ch("Advance care plan", "Goals-of-care form"),
        c.dd(c.ago(10, 90)), c.doc(gp, style=c.ch("ts", "tf"))))
    L.append("Family given 24h line %s and %s out of hours." % (c.tel("land"), c.ch(c.loc.helpline, "the OOH GP service",
                                                                                      "the hospice advice line")))
    L.append("Plan: daily visits; %s (%s) to review %s; GP aware." % (
        c.nm(pal, "g"), c.ch("CNS", "hospice"), c.dd(c.ahead(1, 3), c.ch("wd", "wd_short"))))
    if c.chance(0.5):
        L.append("%s asked us to let %s know at %s - %s works there as %s." % (
            c.nm(fam1, "g"), c.nm(c.rel("boss", c.ch("manager", "friend"), role="FAMILY"), "full"),
            c.pl("employer", "fam_emp"), c.nm(fam2, "g"), _a(c.profession())))
    L.append("")
    L.append(audit_line(c, dn))
    return "\n".join(L)


LAYOUTS = [("visit_log", layout_visit_log), ("care_plan", layout_care_plan),
           ("caseload_handover", layout_handover), ("hospital_referral", layout_referral),
           ("palliative_visit", layout_eol)]


def patient(c):
    return c.make_patient(58, 99)
