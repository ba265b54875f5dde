"""Genres: audit registry entry, telehealth video review (own addition)."""
import datetime as dt

from core import NB, P, pick, maybe, add_days, digits, letters, age_parts, fdate
import countries as C
import clin
import blocks
import pools
from ctx import dob_for

ICD = {"UCLP_L": "Q37.1", "UCLP_R": "Q37.1", "BCLP": "Q37.0", "CLA_L": "Q36.9", "CL_R": "Q36.9",
       "CP_HS": "Q35.5", "CP_S": "Q35.3", "SMCP": "Q35.7"}


def _user(p, r):
    base = (p.first[0] + p.last).lower().replace("'", "").replace("-", "").replace(" ", "")
    return pick(r, [base[:8], base[:7] + digits(r, 1), p.first.lower()[:6] + "." + p.last.lower().replace("'", "").replace(" ", "")[:6],
                    "cleft_" + base[:5]])


def registry(ctx):
    r, c = ctx.rng, ctx.c
    nb = ctx.nb()
    dob = dob_for(r, 200, 21 * 365)
    ctx.make_family(dob)
    dx = clin.Dx(r)
    ent = ctx.date_between(add_days(dob, 120), dt.date(2024, 12, 15))
    dm = ctx.staff("data")
    iso = maybe(r, 0.5)

    def D(d, kind="num"):
        return P("DATE", fdate(d, "iso")) if iso else ctx.d(d, kind)

    sep = pick(r, [": ", " = ", "\t", " | "])
    nb.ln(pick(r, ["CLEFT REGISTRY RECORD", "Cleft Audit Registry - Data Entry", "NATIONAL CLEFT DATASET: CASE RECORD",
                   "Cleft Outcomes Registry - record export"]))
    nb.ln("record_id{s}{x}", s=sep, x=P("IDNUM", "%s-%d-%s" % (pick(r, ["CR", "CLP", "REG"]), ent.year, digits(r, 6))))
    nb.ln("centre{s}{h}", s=sep, h=ctx.H("cleft"))
    nb.ln("entered_by{s}{u} ({n})", s=sep, u=P("USERNAME", _user(dm.p, r)), n=P("DOCTOR", dm.p.name("full")))
    nb.ln("entered_on{s}{d} {t}", s=sep, d=D(ent), t="%02d:%02d:%02d" % (r.randint(8, 18), r.randint(0, 59), r.randint(0, 59)))
    nb.ln("client_ip{s}{i}", s=sep, i=P("IPADDR", C.ip_private(r)))
    nb.ln("")
    nb.ln("[demographics]")
    nb.ln("surname{s}{x}", s=sep, x=P("PATIENT", ctx.pt.last.upper() if maybe(r, 0.5) else ctx.pt.last))
    nb.ln("forenames{s}{x}", s=sep, x=P("PATIENT", ctx.pt.first + (" " + ctx.pt.middle if ctx.pt.middle else "")))
    nb.ln("sex{s}{x}", s=sep, x=ctx.pt.sex)
    nb.ln("dob{s}{x}", s=sep, x=D(dob))
    lab, val, typ = ctx.nat
    nb.ln("{l}{s}{x}", l=lab.lower().replace(" ", "_"), s=sep, x=P(typ, val))
    nb.ln("local_id{s}{x}", s=sep, x=P("MRN", ctx.mrn))
    if c == "US" and maybe(r, 0.6):
        nb.ln("ssn{s}{x}", s=sep, x=P("SSN", C.ssn(r, c)))
    elif c in ("CA", "IE", "IN") and maybe(r, 0.4):
        nb.ln("{l}{s}{x}", l=C.SSN_LABEL[c].lower(), s=sep, x=P("SSN", C.ssn(r, c)))
    nb.ln("postcode_at_birth{s}{x}", s=sep, x=P("ZIP", ctx.addr["pc"]))
    nb.ln("town{s}{x}", s=sep, x=P("CITY", ctx.addr["city"]))
    if c in ("US", "CA", "AU", "NZ", "ZA", "IN"):
        reg = ctx.addr["region"]
        nb.ln("state{s}{x}", s=sep, x=P("STATE", reg))
    nb.ln("birth_hospital{s}{x}", s=sep, x=ctx.H("maternity"))
    nb.ln("birth_weight_g{s}{x}", s=sep, x=str(r.randint(1900, 4300)))
    nb.ln("gestation_wk{s}{x}", s=sep, x=str(r.randint(33, 41)))
    nb.ln("mother_age_at_delivery{s}{x}", s=sep, x=P("AGE", str(r.randint(17, 44))))
    if maybe(r, 0.4):
        nb.ln("mother_name{s}{x}", s=sep, x=P("FAMILY", ctx.mum.name("full")))
    if maybe(r, 0.3):
        nb.ln("country_of_birth_mother{s}{x}", s=sep, x=P("COUNTRY", pick(r, pools.COUNTRIES_OTHER)))
    nb.ln("")
    nb.ln("[diagnosis]")
    nb.ln("cleft_type{s}{x}", s=sep, x=dx.long)
    nb.ln("icd10{s}{x}", s=sep, x=ICD[dx.key])
    nb.ln("lahsal{s}{x}", s=sep, x=dx.lahsal)
    nb.ln("syndrome{s}{x}", s=sep, x=dx.syndrome or "none known")
    anten = maybe(r, 0.5) and dx.has_lip
    nb.ln("antenatal_dx{s}{x}", s=sep, x="Y (%d+%d wk)" % (r.randint(19, 23), r.randint(0, 6)) if anten else "N")
    ref = add_days(dob, r.randint(0, 3))
    nb.ln("referral_date{s}{x}", s=sep, x=D(ref))
    nb.ln("first_cns_contact{s}{x}{t}", s=sep, x=D(add_days(ref, pick(r, [0, 0, 1, 2]))),
          t=pick(r, [" (<24h: Y)", "", " (<24h: N - weekend)"]))
    nb.ln("")
    nb.ln("[surgery]")
    if dx.has_lip:
        ld = add_days(dob, r.randint(80, 200))
        if ld < ent:
            nb.ln("lip_repair{s}{d} | {sur} | {t}", s=sep, d=D(ld), sur=P("DOCTOR", ctx.staff("surgeon").p.name(pick(r, ["Fl", "full", "LF"]))),
                  t=pick(r, clin.LIP_REPAIRS))
    if dx.has_palate:
        pd = add_days(dob, r.randint(190, 420))
        if pd < ent:
            nb.ln("palate_repair{s}{d} | {sur} | {t}", s=sep, d=D(pd), sur=P("DOCTOR", ctx.staff("surgeon").p.name(pick(r, ["Fl", "full", "LF"]))),
                  t=pick(r, clin.PALATE_REPAIRS))
            if maybe(r, 0.3):
                nb.ln("fistula{s}Y - {d}", s=sep, d=D(add_days(pd, r.randint(20, 300))))
    yrs = age_parts(dob, ent)[0]
    nb.ln("")
    nb.ln("[outcomes]")
    if yrs >= 5:
        nb.ln("speech_5y{s}CAPS-A: hypernasality {h}, CSC {x}; recording {rec}", s=sep, h=str(r.randint(0, 4)),
              x=pick(r, ["none", "anterior", "posterior", "non-oral"]),
              rec=P("IDNUM", "%s%s" % (letters(r, 2), digits(r, 6))))
        nb.ln("dental_5y{s}{x}", s=sep, x=pick(r, ["5YO index 2", "5YO index 3", "dmft 4", "dmft 0", "5YO index 4"]))
        if maybe(r, 0.5):
            nb.ln("photo_3d_5y{s}{b}", s=sep, b=P("BIOID", "%s%s" % (pick(r, ["3D", "STP", "FAC"]), digits(r, 7))))
    else:
        nb.ln("speech_3y{s}{x}", s=sep, x=pick(r, ["pending", "not yet due", "booked"]))
    nb.ln("hearing{s}{x}", s=sep, x=pick(r, ["normal", "OME, grommets x1", "OME, grommets x2", "aided (bilateral)"]))
    if yrs >= 10:
        nb.ln("abg{s}{d} | Bergland {b}", s=sep, d=D(add_days(dob, r.randint(8 * 365, 11 * 365))), b=pick(r, ["I", "II", "III"]))
        if maybe(r, 0.45):
            nb.ln("psych_screen_10y{s}SDQ {x}", s=sep, x=str(r.randint(2, 22)))
    nb.ln("")
    nb.ln("validated_by{s}{n} on {d}", s=sep, n=P("DOCTOR", ctx.staff("nurse").p.name("full")), d=D(add_days(ent, r.randint(1, 30))))
    nb.ln("record_url{s}{u}", s=sep, u=P("URL", "https://%s/record/%s" % (pick(r, ["registry.example.org", "cleftaudit.example.net",
                                                                              "outcomes.example.com"]), digits(r, 7))))
    if maybe(r, 0.4):
        nb.ln("notes{s}{x}", s=sep, x=pick(r, [["family moved to ", P("CITY", pick(r, pools.TOWNS[c])), "; care transferred to ",
                                                 P("HOSPITAL", ctx.hospital("local"))],
                                                ["lost to follow-up ", D(add_days(ent, -r.randint(30, 400))), "; letters returned"],
                                                ["consent to registry withdrawn by ", P("FAMILY", ctx.mum.name("full")), " - identifiers to be removed"],
                                                "data as per CRANE dataset v3 definitions"]))
    return nb


def telehealth(ctx):
    r, c = ctx.rng, ctx.c
    nb = ctx.nb()
    vd = ctx.date_between(dt.date(2020, 4, 1), dt.date(2024, 12, 15))
    dob = add_days(vd, -r.randint(40, 17 * 365))
    ctx.make_family(dob)
    dx = clin.Dx(r)
    mo = age_parts(dob, vd)[1]
    role = pick(r, ["nurse", "nurse", "surgeon"] if mo < 24 else ["slt", "slt", "surgeon", "nurse"] if mo < 60 else
                ["slt", "psych", "ortho", "surgeon", "psych"])
    s = ctx.staff(role)
    nb.ln(pick(r, ["VIDEO CONSULTATION RECORD", "Telehealth Visit Note", "Virtual Clinic - Video Review",
                   "TELEMEDICINE ENCOUNTER (VIDEO)"]))
    nb.ln("Platform: {p}   Session ID: {i}", p=pick(r, ["ClinicLink Video", "CareCall Connect", "WardView Telehealth", "MeetSecure Health"]),
          i=P("IDNUM", "%s-%s-%s" % (letters(r, 3), digits(r, 4), digits(r, 4))))
    nb.ln("Join link: {u}", u=P("URL", "https://%s/%s" % (pick(r, ["video.example.org/room", "telehealth.example.net/join",
                                                                   "meet.example.com/clinic"]), letters(r, 3, "abcdefghkmnpqrstuvwxyz") + digits(r, 5))))
    t0 = r.randint(8 * 60, 16 * 60)
    nb.ln("Date: {d}   Connected {t1} - {t2}", d=ctx.d(vd, pick(r, ["num", "wk"])), t1="%02d:%02d" % (t0 // 60, t0 % 60),
          t2=pick(r, ["", "approx. "]) + "%d min" % r.randint(12, 45))
    if c == "US":
        nb.ln("Encounter #: {e}   Visit type: telehealth (modifier 95)", e=P("ACCOUNT", ctx.acct))
    nb.ln("")
    blocks.pt_header(nb, ctx, vd, style=pick(r, ["table", "line", "label"]), addr=False)
    nb.ln("Clinician: {n}, {t}, at {h}", n=P("DOCTOR", s.p.name("full")), t=ctx.role_title(role), h=ctx.H("cleft"))
    nb.ln("")
    nb.ln("Identity check: {m} confirmed name, DOB and first line of address ({st}).", m=ctx.fam("mum", "full"),
          st=P("STREET", ctx.addr["street"]))
    loc = pick(r, ["home", "gran", "car", "school"])
    if loc == "home":
        nb.ln("Patient location: home, {c}{x}.", c=P("CITY", ctx.addr["city"]),
              x=["", ""] if maybe(r, 0.5) else [" (", P("ZIP", ctx.addr["pc"]), ")"])
    elif loc == "gran":
        a = ctx.address()
        nb.ln("Patient location: at grandmother's ({g}) house, {st}, {ct}.", g=ctx.fam("gran", "full"), st=P("STREET", a["street"]),
              ct=P("CITY", a["city"]))
    elif loc == "car":
        nb.ln("Patient location: parked car outside {e} ({m}'s workplace).", e=ctx.employer(), m=P("FAMILY", ctx.mum.first))
    else:
        nb.ln("Patient location: medical room at {s}.", s=ctx.school())
    nb.ln("Client connection logged from {ip}; {q}.", ip=P("IPADDR", C.ip_private(r)),
          q=pick(r, ["audio and video good", "video froze twice, reconnected", "switched to phone for the last 5 minutes"]))
    if maybe(r, 0.3):
        nb.ln("Interpreter ({l}) joined: {n}, ID {i}.", l=pick(r, pools.LANGUAGES), n=P("DOCTOR", ctx.person().name("full")),
              i=P("IDNUM", digits(r, 5)))
    nb.ln("Consent for video consultation: verbal, from {w}.", w=pick(r, ["parent", "mother", "patient and parent"]))
    nb.ln("")
    nb.ln("Diagnosis: {x}", x=dx.text(r))
    nb.ln("Reason for review: {x}", x={"nurse": "post-operative check / feeding", "slt": "speech review", "surgeon": "post-op wound review",
                                       "psych": "follow-up of appearance-related anxiety", "ortho": "appliance check"}[role])
    nb.ln("")
    if role == "nurse":
        nb.ln("Feeding with {f}, {v} ml 3-4 hourly. Weight from {h} on {d}: {w} kg ({cen} centile).",
              f=pick(r, clin.FEEDERS), v=str(r.randint(60, 180)), h=ctx.sp("HV", "PHN"), d=ctx.d(add_days(vd, -r.randint(1, 6)), "num"),
              w="%.2f" % (r.randint(3500, 9800) / 1000), cen=clin.weight_centile(r))
        nb.ln("Lip wound seen on camera: {x}", x=pick(r, ["healing well, no gaping.", "small crust at the vermilion; Vaseline advised.",
                                                         "mild hypertrophy; massage from 6 weeks."]))
    elif role == "slt":
        nb.ln("Speech sample (picture naming via screen share): {x}", x="; ".join(r.sample(clin.CSC, 2)) + ".")
        nb.ln("Audio quality limits judgement of nasal emission; in-person CAPS-A recording booked for {d}.",
              d=ctx.d(add_days(vd, r.randint(20, 100)), "long"))
    elif role == "surgeon":
        nb.ln("Palate viewed with torch held by {m}: {x}", m=P("FAMILY", ctx.dad.first),
              x=pick(r, ["intact, no fistula visible.", "possible small fistula anteriorly - to examine in clinic.",
                         "sutures dissolving, mucosa pink."]))
    elif role == "psych":
        nb.ln("{n} ({a}) talked about {x}. Rated worry 6/10 (was 8/10). Practised 'explain, reassure, distract' scripts.",
              n=P("PATIENT", ctx.pt.first), a=ctx.age(vd), x=pick(r, ["starting at a new school", "questions from classmates",
                                                                       "feeling self-conscious in photos", "an upcoming operation"]))
    else:
        nb.ln("Expander turns completed as instructed by {m}; {x}.", m=P("FAMILY", ctx.mum.first),
              x=pick(r, ["diastema opened 2 mm", "no ulceration", "one band loose - clinic visit needed"]))
    nb.ln("")
    plan = pick(r, ["continue current plan; next video review in 4 weeks", "face-to-face review in clinic",
                    "discharge from virtual follow-up", "letter to " + ctx.sp("GP", "PCP")])
    nb.ln("Plan: {x}", x=plan)
    if not plan.startswith("discharge"):
        nb.ln("Follow-up: {d}", d=ctx.d(ctx.date_between(add_days(vd, 14), add_days(vd, 120)), pick(r, ["wk", "num", "long"])))
    nb.ln("")
    nb.ln("E-signed: {n}{c} {d} {t}", n=P("DOCTOR", s.p.name("full")), c=", " + s.cred if s.cred else "", d=ctx.d(vd),
          t="%02d:%02d" % (t0 // 60 + 1, r.randint(0, 59)))
    if maybe(r, 0.45):
        nb.ln("{l}: {v}", l=s.lic[0], v=P("LICENSE", s.lic[1]))
    return nb
