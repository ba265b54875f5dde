"""Per-sentence value dictionaries for filling narrative templates, plus
country vocabulary (benefits, currency, holidays, agencies that are NOT PHI)."""
from core import P
import phi
import case as K

CUR = {"UK": "£", "IE": "€", "AU": "$", "CA": "$", "NZ": "$"}

# national bodies and schemes: hard negatives, never annotated
BENEFITS = {
    "UK": ["Universal Credit", "PIP", "Attendance Allowance", "Pension Credit", "ESA",
           "Carer's Allowance", "Council Tax Reduction", "the Warm Home Discount",
           "Housing Benefit", "UC LCWRA element", "a Household Support Fund grant"],
    "IE": ["the Living Alone Increase", "Fuel Allowance", "the Household Benefits Package",
           "Carer's Allowance", "Disability Allowance", "HAP", "an Exceptional Needs Payment",
           "the State Pension (Non-Contributory)", "Jobseeker's Allowance", "Free Travel"],
    "AU": ["the Age Pension", "Rent Assistance", "the Disability Support Pension", "JobSeeker",
           "Carer Payment", "Carer Allowance", "an NDIS access request", "the Energy Supplement",
           "a Commonwealth Seniors Health Card", "an advance payment"],
    "CA": ["ODSP", "Ontario Works", "GIS", "OAS", "CPP Disability", "the Ontario Trillium Benefit",
           "the Canada Dental Benefit", "a rent bank loan", "the Low-Income Energy Assistance Program",
           "the Disability Tax Credit"],
    "NZ": ["the Accommodation Supplement", "a hardship grant", "Supported Living Payment",
           "Jobseeker Support", "NZ Super", "the Disability Allowance", "Temporary Additional Support",
           "the Winter Energy Payment", "a food grant"],
}
AGENCIES = {"UK": ["DWP", "the Jobcentre", "HMRC", "the council", "Adult Social Care", "NHS 111"],
            "IE": ["the Department of Social Protection", "Intreo", "the HSE", "the community welfare officer", "MABS"],
            "AU": ["Centrelink", "Services Australia", "My Aged Care", "the NDIA", "the state housing authority"],
            "CA": ["Service Canada", "the CRA", "ODSP office", "Ontario Works", "the Ministry"],
            "NZ": ["Work and Income", "MSD", "Kainga Ora", "IRD", "Healthline"]}
HOLIDAYS = {"UK": ["Christmas", "Boxing Day", "Easter", "New Year", "Bonfire Night", "Eid", "Diwali", "Christmas Day"],
            "IE": ["Christmas", "St Patrick's Day", "Easter", "New Year's Eve", "Christmas Day", "Halloween"],
            "AU": ["Christmas", "Anzac Day", "Australia Day", "Easter", "New Year's Eve", "the King's Birthday"],
            "CA": ["Thanksgiving", "Christmas", "Canada Day", "Victoria Day", "Easter", "New Year's"],
            "NZ": ["Matariki", "Waitangi Day", "Christmas", "Anzac Day", "Easter", "Labour Weekend"]}
HOUSING = {"UK": "housing association", "IE": "county council", "AU": "community housing provider",
           "CA": "housing co-op", "NZ": "social housing provider"}
DURS = ["6/52", "3/12", "2/52", "4-6 weeks", "12 weeks", "6 months", "3/7", "a fortnight",
        "18 months", "10 days", "8 weeks", "2 yrs"]


def money(c, rng, lo=20, hi=900):
    v = rng.randrange(lo * 100, hi * 100) / 100.0
    s = "%.2f" % v
    if v >= 1000:
        s = "{:,.2f}".format(v)
    return CUR[c.country] + s


def holiday(c, rng):
    h = rng.choice(HOLIDAYS[c.country])
    if h.startswith("the "):
        return ["the ", P("DATE", h[4:])]
    return P("DATE", h)


def country_piece(name):
    if name.startswith("the "):
        return ["the ", P("COUNTRY", name[4:])]
    return P("COUNTRY", name)


def vals(c, rng):
    f0 = c.fam[0]
    f1 = c.fam[-1]
    past = phi.add_days(c.base, -rng.randrange(20, 700))
    recent = phi.add_days(c.base, -rng.randrange(2, 60))
    nxt = phi.add_days(c.base, rng.randrange(3, 40))
    origin = c.origin or rng.choice(["Poland", "Syria", "the Philippines", "Samoa", "Ukraine"])
    v = dict(
        pt=K.pt_short(c, rng), ptf=K.pt(c, rng, "full"), pfirst=K.pt(c, rng, "first"),
        he=c.he, his=c.his, him=c.him, He=c.He, His=c.His,
        fam=K.fam_ref(c, rng, f0), famrel=f0.rel, fam2=K.fam_ref(c, rng, f1), famrel2=f1.rel,
        famfull=K.fam_ref(c, rng, f0, "full"),
        d_past=phi.date(rng, past, c.country, short=rng.random() < 0.5),
        d_recent=phi.date(rng, recent, c.country, short=True),
        d_next=phi.date(rng, nxt, c.country, short=rng.random() < 0.6),
        year=P("DATE", str(past.year - rng.randrange(0, 6))),
        month=phi.date(rng, past, c.country, style=rng.choice(["month_y", "mon_y", "month"])),
        weekday=P("DATE", phi.WD[nxt.weekday()]),
        hol=holiday(c, rng),
        group=P("ORGANIZATION", c.group.name), group2=P("ORGANIZATION", c.group2.name),
        gday=c.group.day, gtime=c.group.time,
        venue=P("LOCATION_OTHER", c.group.venue), venue2=P("LOCATION_OTHER", c.group2.venue),
        room=K.room(c.group),
        leader=K.name(c.group.leader, "DOCTOR", rng, rng.choice(["first", "full"])),
        gtel=P("PHONE", c.group.tel), gurl=P("URL", c.group.url), gemail=P("EMAIL", c.group.email),
        agency=P("ORGANIZATION", c.agency.name),
        officer=K.name(c.agency.officer, "DOCTOR", rng, rng.choice(["full", "title_last", "first"])),
        atel=P("PHONE", c.agency.tel),
        fb=P("ORGANIZATION", c.foodbank.name), fbvenue=P("LOCATION_OTHER", c.foodbank.venue),
        town=P("CITY", c.town), region=c.region, hosp=P("HOSPITAL", c.hospital),
        practice=P("HOSPITAL", c.practice), age=K.age_phrase(c, rng), agen=P("AGE", str(c.age)),
        job=K.job_phrase(c, rng), jobonly=P("PROFESSION", c.job[1]), origin=country_piece(origin), lang=c.lang or "English",
        estate=P("LOCATION_OTHER", c.estate.replace("the ", "", 1)) if c.estate.startswith("the ") else P("LOCATION_OTHER", c.estate),
        employer=P("ORGANIZATION", c.employer), church=P("ORGANIZATION", c.church),
        gp=K.doc(c.gp, rng), lw=K.name(c.lw, "DOCTOR", rng, rng.choice(["full", "first"])),
        lwi=K.name(c.lw, "DOCTOR", rng, "initials"),
        money=money(c, rng), money2=money(c, rng, 900, 4000), money3=money(c, rng, 80, 400),
        money_s=money(c, rng, 15, 90), cur=CUR[c.country],
        benefit=rng.choice(BENEFITS[c.country]), benefit2=rng.choice(BENEFITS[c.country]),
        natagency=rng.choice(AGENCIES[c.country]), housing=HOUSING[c.country],
        dur=rng.choice(DURS), n=str(rng.randrange(2, 9)), mob=P("PHONE", c.mob),
        tel=P("PHONE", c.home_tel), email=P("EMAIL", c.email), plate=P("VEHICLE", c.plate),
        mob_f0=P("PHONE", f0.tel), imei=P("DEVICE", phi.imei(rng)), serial=P("DEVICE", phi.device_serial(rng)),
        alarm=rng.choice(["Guardian HX2", "CareLink 360", "SafeCall Mini", "Lifeline-style 4000 unit", "VitaPendant S3"]),
    )
    cs = rng.choice("MF")
    cared = K.make_person(rng, sex=cs)
    v["caredrel"] = rng.choice(["husband", "son", "father", "brother"] if cs == "M" else ["wife", "mum", "daughter", "sister"])
    v["cared"] = K.name(cared, "FAMILY", rng, rng.choice(["first", "first", "full"]))
    v["the_estate"] = ["the ", v["estate"]] if c.estate.endswith((" estate", " scheme")) else v["estate"]
    return v


def fill(b, c, rng, tmpl, extra=None):
    v = vals(c, rng)
    if extra:
        v.update(extra)
    b.f(tmpl, **v)
