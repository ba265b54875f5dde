"""Blocks shared by several genres: headers, signatures, footers, social history."""
import pools
from markup import M, PAT, DOC, FAM, AGE, CITY, STATE, ZIP, COUNTRY, HOSP, ORG, LOC, STREET, PHONE, FAX, \
    EMAIL, URL, IP, PROF, MRN, IDN, USER, DATE


def pick(rng, *opts):
    return rng.choice(opts)


def maybe(rng, p, s, alt=""):
    return s if rng.random() < p else alt


def idline(ctx, sep="   "):
    """Identifier fields of the patient as a list of 'Label: value' strings."""
    r = ctx.rng
    out = ["%s: %s" % (ctx.mrn_label, MRN(ctx.mrn))]
    if ctx.natid:
        lab, typ, val = ctx.natid
        out.append("%s: %s" % (lab, M(typ, val)))
    return out


def hp_str(ctx):
    lab, val = ctx.hp
    return "%s: %s" % (lab, M("HEALTHPLAN", val))


def acct_str(ctx):
    lab, val = ctx.acct
    return "%s: %s" % (lab, M("ACCOUNT", val))


def ssn_str(ctx):
    lab, val = ctx.ssn
    return "%s: %s" % (lab, M("SSN", val))


def gp_line(ctx, with_contact=True):
    r = ctx.rng
    s = "%s: %s, %s" % (ctx.V["gp"], ctx.gp.dr_full(), HOSP(ctx.practice))
    if with_contact:
        s += r.choice([", Tel %s" % PHONE(ctx.practice_tel), " (%s)" % PHONE(ctx.practice_tel),
                       ", ph %s, fax %s" % (PHONE(ctx.practice_tel), FAX(ctx.practice_fax)),
                       " - %s" % ctx.loc.fmt_address(ctx.practice_addr)])
    return s


def nok_line(ctx):
    r = ctx.rng
    lab = ctx.V["nok"]
    rel = ctx.nok_rel
    return r.choice(["%s: %s (%s) %s" % (lab, ctx.nok.full(), rel, PHONE(ctx.nok_tel)),
                     "%s: %s, %s - %s" % (lab, ctx.nok.full(), rel, PHONE(ctx.nok_tel)),
                     "%s: %s %s (%s), tel %s" % (lab, ctx.nok.title, FAM(ctx.nok.surname) if ctx.nok.surname else "", rel,
                                                PHONE(ctx.nok_tel)),
                     "%s %s - %s, %s" % (lab, rel, ctx.nok.full(), PHONE(ctx.nok_tel))])


def location_line(ctx):
    r = ctx.rng
    return r.choice(["Location: %s, %s, Bed %s" % (HOSP(ctx.hosp), HOSP(ctx.ward), LOC(ctx.bed)),
                     "Ward: %s (Bay %s, bed %s), %s" % (HOSP(ctx.ward), LOC(ctx.bay), LOC(ctx.bed), HOSP(ctx.hosp)),
                     "Site: %s   Room %s" % (HOSP(ctx.hosp), LOC(ctx.room)),
                     "%s - %s - Bed %s" % (HOSP(ctx.hosp), HOSP(ctx.ward), LOC(ctx.bed))])


def header(ctx, style=None, extra_ids=False, address=True, gp=True, nok=True, location=True):
    r = ctx.rng
    pt = ctx.pt
    style = style or r.choice(["kv", "sticker", "pipe", "facesheet", "compact"])
    L = []
    if style == "kv":
        L.append("Patient: %s    DOB: %s (%sy)    Sex: %s" % (pt.caps(), ctx.dob_str(), ctx.age_m(), pt.sex))
        L.append("   ".join(idline(ctx)))
        if extra_ids:
            L.append(hp_str(ctx) + "    " + acct_str(ctx))
        if address:
            L.append("Address: %s" % ctx.loc.fmt_address(ctx.addr))
            L.append("%s: %s   %s: %s" % (ctx.V["home"], PHONE(ctx.home_tel), ctx.V["mobile"], PHONE(ctx.mobile)))
        if gp:
            L.append(gp_line(ctx))
        if nok:
            L.append(nok_line(ctx))
        if location:
            L.append(location_line(ctx))
    elif style == "sticker":
        L.append("+" + "-" * 46 + "+")
        L.append("| %s" % pt.caps())
        L.append("| DOB %s   %s   Age %s" % (ctx.dob_str(), pt.sex, ctx.age_m()))
        for s in idline(ctx):
            L.append("| " + s)
        if address:
            L.append("| " + M("STREET", ctx.addr["street"]))
            if ctx.loc.code in ("US", "CA"):
                L.append("| %s, %s %s" % (CITY(ctx.addr["city"]), STATE(ctx.addr["state"]), ZIP(ctx.addr["zip"])))
            elif ctx.loc.code == "AU":
                L.append("| %s %s %s" % (CITY(ctx.addr["city"]), STATE(ctx.addr["state"]), ZIP(ctx.addr["zip"])))
            elif ctx.loc.code == "IE":
                L.append("| %s, Co. %s" % (CITY(ctx.addr["city"]), CITY(ctx.addr["county"])))
            else:
                L.append("| %s %s" % (CITY(ctx.addr["city"]), ZIP(ctx.addr["zip"])))
        if extra_ids:
            L.append("| " + acct_str(ctx))
        L.append("+" + "-" * 46 + "+")
        if location:
            L.append(location_line(ctx))
        if gp:
            L.append(gp_line(ctx))
        if nok:
            L.append(nok_line(ctx))
    elif style == "pipe":
        rows = [("Name", pt.full_mid()), ("DOB", "%s (%s)" % (ctx.dob_str(), ctx.age_m()))]
        for s in idline(ctx):
            a, b = s.split(": ", 1)
            rows.append((a, b))
        if extra_ids:
            lab, val = ctx.hp
            rows.append((lab, M("HEALTHPLAN", val)))
        if address:
            rows.append(("Address", ctx.loc.fmt_address(ctx.addr)))
            rows.append(("Phone", PHONE(ctx.home_tel if r.random() < 0.5 else ctx.mobile)))
        if gp:
            rows.append((ctx.V["gp"], "%s, %s" % (ctx.gp.dr_full(), HOSP(ctx.practice))))
        if nok:
            rows.append((ctx.V["nok"], "%s (%s) %s" % (ctx.nok.full(), ctx.nok_rel, PHONE(ctx.nok_tel))))
        if location:
            rows.append(("Location", "%s / %s / bed %s" % (HOSP(ctx.hosp), HOSP(ctx.ward), LOC(ctx.bed))))
        L.append("| Field | Detail |")
        L.append("|---|---|")
        for a, b in rows:
            L.append("| %s | %s |" % (a, b))
    elif style == "facesheet":
        L.append("PATIENT: %s        %s: %s" % (pt.caps(), ctx.mrn_label.upper(), MRN(ctx.mrn)))
        L.append("DOB: %s   AGE: %s   SEX: %s" % (ctx.dob_str(), ctx.age_m(), pt.sex))
        lab, val = ctx.acct
        L.append("%s: %s   ADMIT DATE: %s" % (lab.upper(), M("ACCOUNT", val), ctx.d(ctx.ago(r.randint(1, 6)))))
        if extra_ids:
            L.append("%s: %s" % (ctx.hp[0].upper(), M("HEALTHPLAN", ctx.hp[1])))
        if location:
            L.append("UNIT/ROOM: %s / %s" % (HOSP(ctx.ward), LOC(ctx.room)))
        if address:
            L.append("HOME: %s   PH: %s" % (ctx.loc.fmt_address(ctx.addr), PHONE(ctx.home_tel)))
        if gp:
            L.append("%s: %s (%s)" % (ctx.V["gp"].upper(), ctx.gp.dr_full(), PHONE(ctx.practice_tel)))
        if nok:
            L.append("%s: %s" % ("EMERGENCY CONTACT" if ctx.loc.code in ("US", "CA") else "NOK",
                                 "%s (%s) %s" % (ctx.nok.full(), ctx.nok_rel, PHONE(ctx.nok_tel))))
    else:  # compact
        ids = ", ".join(idline(ctx))
        L.append("%s | %s | %s | %s" % (pt.full(), ctx.dob_str(), ctx.age_phrase(), ids))
        if address:
            L.append("Lives: %s" % ctx.loc.fmt_address(ctx.addr))
        if location:
            L.append(location_line(ctx))
        if gp:
            L.append(gp_line(ctx, with_contact=r.random() < 0.5))
        if nok:
            L.append(nok_line(ctx))
    return "\n".join(L)


def letter_head(ctx, dept):
    """Hospital letterhead."""
    r = ctx.rng
    hosp_addr = ctx.loc.address()
    hosp_addr["street"] = ctx.loc.street_line()
    hosp_addr["city"] = ctx.site_town
    hosp_addr.pop("suburb", None)
    L = [HOSP(ctx.hosp), dept, ctx.loc.fmt_address(hosp_addr, block=True),
         "Tel %s%s" % (PHONE(ctx.tel("home")), maybe(r, 0.6, "   Fax %s" % FAX(ctx.tel("home")))),
         ]
    if r.random() < 0.5:
        L.append(URL("www.%s" % ctx.domain))
    return "\n".join(L)


def signature(ctx, s, style=None, when=True, day=None, time=None):
    r = ctx.rng
    style = style or r.choice(["dash", "signed", "esig", "form", "plain", "bleep"])
    lab, val = s.lic
    lic = "%s %s" % (lab, M("LICENSE", val))
    dt_ = "%s %s" % (ctx.d(day or ctx.today), time or ctx.time) if when else ""
    if style == "dash":
        return "-- %s, %s%s" % (s.dr_full() if s.kind == "doctor" else s.full(), s.role,
                               maybe(r, 0.6, ", bleep %s" % PHONE(s.bleep)))
    if style == "signed":
        return "Signed: %s (%s)  %s\n%s" % (s.name_cred(), s.role, dt_, lic)
    if style == "esig":
        return "Electronically signed by %s on %s%s" % (s.name_cred(), dt_, maybe(r, 0.7, " | " + lic))
    if style == "form":
        return "Name: %s\nDesignation: %s\nRegistration: %s\nContact: %s\nDate/time: %s" % (
            s.full(), s.role, lic, PHONE(s.bleep if r.random() < 0.5 else ctx.tel("home")), dt_)
    if style == "plain":
        return "%s\n%s\n%s" % (s.dr_full() if s.kind == "doctor" else s.full(), s.role, lic)
    return "%s %s  %s  bleep %s" % (s.dr_full() if s.kind == "doctor" else s.full(), s.role, lic, PHONE(s.bleep))


def audit_footer(ctx, s):
    r = ctx.rng
    opts = [
        "Entered by user %s on %s %s (workstation %s)" % (USER(s.username), ctx.d(ctx.today), ctx.time,
                                                          IP("10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(2, 254)))),
        "Last edited by: %s  %s %s" % (USER(s.username), ctx.d(ctx.today), ctx.time),
        "Author login: %s | Note ID %s" % (USER(s.username), IDN("N%09d" % r.randint(0, 999999999))),
        "Document %s created by %s" % (IDN("DOC-%07d" % r.randint(0, 9999999)), USER(s.username)),
    ]
    return r.choice(opts)


def social(ctx, depth=2):
    """Social history sentences (list of marked strings)."""
    r = ctx.rng
    pt = ctx.pt
    out = []
    lives = r.choice([
        "Lives with %s %s %s in a %s." % (pt.his, ctx.nok_rel, ctx.nok.first(), r.choice(["two-storey house", "bungalow", "ground floor flat", "unit", "townhouse", "first floor flat with lift"])),
        "Lives alone in a %s at %s, %s." % (r.choice(["house", "flat", "bungalow", "unit", "apartment"]), STREET(ctx.addr["street"]), CITY(ctx.addr["city"])),
        "Lives with %s; %s %s %s lives nearby and visits daily." % (r.choice(["husband", "wife", "partner"]) if ctx.nok_rel not in ("husband", "wife", "partner") else "family", pt.his, ctx.nok_rel, ctx.nok.full()),
    ])
    out.append(lives)
    if ctx.age >= 66:
        work = r.choice([
            "Retired %s." % PROF(ctx.prof),
            "Previously worked as a %s; retired at %s." % (PROF(ctx.prof), AGE(str(r.randint(55, 65)))),
            "Occupation: %s (retired)." % PROF(ctx.prof),
            "Retired; was a %s for %d years." % (PROF(ctx.prof), r.randint(10, 45)),
        ])
    else:
        work = r.choice([
            "Works as a %s%s." % (PROF(ctx.prof), maybe(r, 0.6, " for %s" % ORG(company(r)))),
            "Occupation: %s (%s)." % (PROF(ctx.prof), r.choice(["full time", "part time", "off sick", "on leave", "self-employed"])),
            "Employed as a %s at %s." % (PROF(ctx.prof), ORG(company(r))),
            "Unemployed since %s; previously a %s." % (ctx.d(ctx.ago(r.randint(200, 2000)), "year"), PROF(ctx.prof)),
        ])
    if ctx.age < 18:
        work = "Attends %s." % ORG(school(r, ctx.site_town))
    out.append(work)
    if depth >= 2:
        sm = r.choice(["Never smoker.", "Ex-smoker, quit %s, %d pack-years." % (ctx.d(ctx.ago(r.randint(400, 9000)), "year"), r.randint(5, 60)),
                       "Current smoker %d/day." % r.randint(5, 30), "Ex-smoker (stopped %d years ago)." % r.randint(2, 30)])
        al = r.choice(["Alcohol: nil.", "Alcohol ~%d units/week." % r.randint(2, 40), "Occasional alcohol.",
                       "Drinks %d standard drinks a week." % r.randint(2, 30)])
        out.append(sm + " " + al)
    if r.random() < 0.5:
        out.append(r.choice([
            "Born in %s, moved here in %s." % (COUNTRY(r.choice(pools.COUNTRIES)), ctx.d(ctx.ago(r.randint(3000, 20000)), "year")),
            "Originally from %s; family still there." % COUNTRY(r.choice(pools.COUNTRIES)),
            "Recently returned from visiting family in %s." % COUNTRY(r.choice(pools.COUNTRIES)),
            "Plans to visit %s in %s over %s." % (r.choice(["family", "a daughter", "a son", "a brother"]),
                                                 COUNTRY(r.choice(pools.COUNTRIES)), ctx.holiday()),
        ]))
    return out


def company(r):
    return "%s %s" % (r.choice(pools.COMPANY_A), r.choice([b for b in pools.COMPANY_B if "Care" not in b]))


def care_agency(r):
    return "%s %s" % (r.choice(pools.COMPANY_A), r.choice(["Home Care", "Care Services", "Homecare", "Support Services", "Community Care"]))


def school(r, town):
    return "%s %s" % (r.choice([town, r.choice(pools.STREET_WORDS)]), r.choice(pools.SCHOOL_KIND))


def charity(r, town):
    return "%s %s" % (r.choice([town, r.choice(pools.COMPANY_A)]), r.choice(pools.CHARITY))


def church(r, town):
    t = r.choice(pools.CHURCH)
    return t.format(s=r.choice(pools.SAINTS), a=r.choice([town, r.choice(pools.STREET_WORDS)]))


def care_home(r):
    return "%s %s" % (r.choice(pools.CARE_HOME_WORDS), r.choice(["Care Home", "Nursing Home", "Residential Home", "Rest Home", "Aged Care", "Lodge"]))


def pharmacy(r, town, code="UK"):
    if code in ("US", "CA"):
        return r.choice(["%s Pharmacy" % town, "%s Drug" % town, "%s Street Pharmacy" % r.choice(pools.STREET_WORDS),
                         "%s Apothecary" % town, "%s Family Pharmacy" % town])
    return r.choice(["%s Pharmacy" % town, "%s Chemist" % town, "%s Street Pharmacy" % r.choice(pools.STREET_WORDS),
                     "%s Community Pharmacy" % town])


def family_member(ctx, sex=None, same_surname=True):
    from people import Person
    p = Person(ctx.rng, "FAMILY", sex=sex, loc=ctx.loc)
    if same_surname and ctx.rng.random() < 0.7:
        p.surname = ctx.pt.surname
    return p


def numbered(items, style="num"):
    out = []
    for i, it in enumerate(items, 1):
        if style == "num":
            out.append("%d. %s" % (i, it))
        elif style == "dash":
            out.append("- %s" % it)
        elif style == "star":
            out.append("* %s" % it)
        else:
            out.append("%d) %s" % (i, it))
    return "\n".join(out)


def pmh_list(ctx, items):
    """items: list of (condition, years_ago or None)."""
    r = ctx.rng
    out = []
    for cond, days in items:
        if days is None:
            out.append(cond)
        else:
            kind = r.choice(["year", "year", "month_year", "mon_year", "num"])
            out.append("%s (%s)" % (cond, ctx.d(ctx.ago(days), kind)))
    return out
