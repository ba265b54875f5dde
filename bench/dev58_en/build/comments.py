"""Free-text comment templates (NTE lines, nursing notes, reasons, remarks).

Placeholders in braces are filled by fill(); PHI placeholders go through m()."""
import re

import pools
import values as V
from markers import m

TEMPLATES = {
    "lab": [
        "Critical value: {analyte} {val} called to {nurse} on {wdate} at {time}, read back and confirmed ({user}).",
        "Specimen received haemolysed; recollection requested from {ward} room {room}. Spoke with {nurse}.",
        "Label DOB did not match request form; verified against wristband with {nurse}, MRN {mrn} confirmed.",
        "Compare with previous result of {date} from {lab}, accession {acc}.",
        "Added on at request of {doc} (pager {pager}) at {time}.",
        "Result faxed to {clinic} at {fax} on {date}.",
        "Patient reports taking {drug}; ordering clinician {doc} aware.",
        "Collected at {pharm} outreach site, courier delay, received {date} {time}.",
        "{pt_t} phoned for results; advised to contact {doc}. Call-back number {phone}.",
        "Repeat {analyte} requested by {doc} for {date2}; order {ord}.",
        "Sample clotted. {nurse_f} on {ward} informed at {time}, new sample to follow.",
        "Delta check failed vs {date}; identity re-confirmed with patient ({pt}) at bedside by {nurse}.",
        "Interference from lipaemia possible. Discussed with on-call pathologist {doc}.",
        "Copy to GP: {doc2}, {clinic}, fax {fax}.",
        "Specimen from {care_home}; carer {fam} contacted on {fam_phone} re repeat.",
    ],
    "nursing": [
        "{pt_f} ambulated to bathroom with 1 assist. {epon}.",
        "Family at bedside: {famrel} (mobile {fam_phone}) updated on plan by {doc}.",
        "Pt refused {drug} at {time}, states it causes dizziness. {doc} notified.",
        "Pt asking when {famrel} can visit; family plan to come after {holiday}.",
        "Pt works as a {prof} at {employer} and is anxious about returning to work.",
        "Transferred from {ward} room {room} bed {bed} at {time}, handover from {nurse}.",
        "{fam_rel_cap} {fam_f} took home meds brought from {pharm}.",
        "pt says call {fam_f_lower} at {fam_phone} if any change overnight",
        "BGL 3.1 at {time}, hypo protocol followed, recheck 5.8. {nurse_ini}",
        "Hearing aids and dentures with pt. Glasses left at {care_home}.",
        "Wristband replaced - old band read {mrn}. Checked with {nurse}.",
        "{epon}. Skin intact. Repositioned 2 hourly.",
        "Pt tearful after phone call with {famrel} on {date}. Chaplaincy referral offered.",
        "Pt from {city}, lives alone, {famrel} is NOK ({fam_phone}).",
        "Pt requests discharge before {wdate}; {doc} aware.",
        "Belongings list signed by {fam} ({fam_rel}) at {time}.",
        "Interpreter booked via {phone} for ward round; family speak limited English.",
    ],
    "referral": [
        "{age_phrase} {sex_word} with {dx}. Previously seen at {hosp2} in {pdate} by {doc}.",
        "Patient works as a {prof} for {employer}; off work since {date}.",
        "Please contact pt's {fam_rel} {fam} on {fam_phone} to arrange - pt is hard of hearing.",
        "Born in {ocountry}; moved to {city} in {year}. Interpreter may be needed.",
        "Prior imaging done at {hosp2} on {date}, report attached (accession {acc}).",
        "Urgent: symptoms worsening since {wdate}. Pt can be reached at {phone} or {email}.",
        "Pt has moved from {city} and is registering with {clinic}; records requested from {hosp2}.",
        "Transport required from {care_home}; contact {fam} ({fam_rel}).",
        "Previously managed by {doc} until {pdate}.",
    ],
    "audit": [
        "Break-the-glass by {user}; reason entered 'ED presentation, continuity of care'. Reviewed by privacy officer {doc2} on {date}.",
        "User {user} shares surname with patient; flagged for review as possible relative.",
        "Access from {ip} outside rostered hours; manager {doc2} notified {date}.",
        "Chart printed to {dev_ws} ({ward}).",
        "Proxy access granted to {fam_rel} {fam}, e-mail {fam_email}, expires {date2}.",
        "Patient portal login from {ip}; password reset requested via {email}.",
        "Record merge: duplicate MRN {mrn2} merged into {mrn} by {user}.",
        "Release of information to {org_ins} (claim {claim}) approved by {doc2}.",
    ],
    "device": [
        "Pt called the device line from {city} on {date}, reports a shock while at work at {employer}.",
        "Battery at ERI; generator change booked at {hosp} on {date2} with {doc}.",
        "Remote monitoring enrolled: {url}. Pt contact {phone}.",
        "Reviewed with {doc}; pt advised no driving until {date2}.",
        "{famrel} reports pt collapsed at {landmark} on {date}; transmission requested.",
        "Transmission missed since {date}; left message for pt at {phone} and with {fam_rel} {fam}.",
        "Clinic contact: {nurse}, {clinic}, tel {clinic_phone}, fax {fax}.",
        "Pt travelling to {ocountry} over {holiday}; device ID card reissued.",
    ],
    "device_dm": [
        "Pt called the diabetes line from {city} on {date}, reports a severe hypo at {landmark}.",
        "Sensor fell off on {date}; replacement sensor sent from {pharm}.",
        "{famrel} uploads data weekly; contact {fam_phone}.",
        "Pump occlusion alarms since {date}; cannula site changed, reviewed with {doc}.",
        "Clinic contact: {nurse}, {clinic}, tel {clinic_phone}, fax {fax}.",
        "Travelling to {ocountry} over {holiday}; travel letter provided and spare pump loan arranged.",
        "Data upload link: {url}. Pt e-mail {email}.",
        "DKA admission to {hosp} on {date}; ketone meter serial {dev_meter} issued on discharge.",
        "Next review with {doc} on {date2} at {clinic}.",
    ],
    "consent": [
        "Witnessed by {fam} ({fam_rel}) on {date}.",
        "Interpreter {nurse} present; interpreter ID {lic}.",
        "Patient lacks capacity; consent given by {fam_rel} {fam}, address {addr}.",
        "Copy given to patient and to {clinic}.",
        "Patient's {fam_rel} {fam} phone {fam_phone}.",
    ],
}


def fill(ctx, tpl, fm=None):
    rng = ctx.rng
    fm = fm or ctx.fam()
    analyte = rng.choice(pools.LAB_TESTS[rng.choice(["chem", "heme"])])
    icd = rng.choice(pools.ICD10)
    staff = ctx.staff

    def user():
        return m("USERNAME", rng.choice(staff["nurse"] + staff["lab"] + staff["physician"]).username)

    def nurse_ini():
        p = rng.choice(staff["nurse"])
        return rng.choice(["- ", "/", ""]) + m("DOCTOR", p.initials() if rng.random() < 0.6 else p.initials().lower())

    table = {
        "pt": lambda: ctx.ptname(rng.choice(["fl", "f", "fml"])),
        "pt_t": lambda: ctx.title(ctx.pt) + " " + m("PATIENT", ctx.pt.last),
        "pt_f": lambda: m("PATIENT", ctx.pt.first),
        "fam": lambda: m("FAMILY", V.name_str(fm, rng.choice(["fl", "fl", "f"]))),
        "famrel": lambda: fm.relation + " " + m("FAMILY", V.name_str(fm, rng.choice(["fl", "f"]))),
        "fam_rel": lambda: fm.relation,
        "fam_rel_cap": lambda: fm.relation.capitalize(),
        "fam_f": lambda: m("FAMILY", fm.first),
        "fam_f_lower": lambda: m("FAMILY", fm.first.lower()),
        "fam_phone": lambda: m("PHONE", fm.phone),
        "fam_email": lambda: m("EMAIL", ctx.email_for(fm, staff=False)),
        "doc": lambda: ctx.doc(),
        "doc2": lambda: ctx.doc(rng.choice(staff["physician"][1:] + staff["clerk"])),
        "nurse": lambda: ctx.nurse(),
        "nurse_f": lambda: m("DOCTOR", rng.choice(staff["nurse"]).first),
        "nurse_ini": nurse_ini,
        "user": user,
        "date": lambda: ctx.D(ctx.day(-rng.randint(0, 40))),
        "date2": lambda: ctx.D(ctx.day(rng.randint(1, 60))),
        "wdate": lambda: m("DATE", V.fdate(ctx.day(rng.randint(-3, 5)), rng.choice(
            ["wd us", "wd long us", "wd short"] if ctx.loc == "US" else ["wd intl", "wd long intl", "wd short intl"]))),
        "pdate": lambda: m("DATE", V.fdate(ctx.day(-rng.randint(60, 900)), rng.choice(["mon y", "month y", "mm/yyyy", "y"]))),
        "year": lambda: m("DATE", str(ctx.enc.year - rng.randint(2, 30))),
        "holiday": lambda: m("DATE", pools.HOLIDAY_CLEAN.get(h, h)) if not h.startswith("the ") else
        "the " + m("DATE", pools.HOLIDAY_CLEAN.get(h, h)),
        "time": lambda: V.rand_time(rng),
        "age_phrase": lambda: ctx.A(rng.choice(["year-old", "yo", "y/o", "words"])),
        "sex_word": lambda: ("male" if ctx.sex == "M" else "female") if not ctx.pediatric else ("boy" if ctx.sex == "M" else "girl"),
        "phone": lambda: m("PHONE", rng.choice([ctx.phone_home, ctx.phone_mobile])),
        "clinic_phone": lambda: m("PHONE", ctx.clinic_phone),
        "pager": lambda: m("PHONE", rng.choice(staff["physician"]).pager),
        "fax": lambda: m("FAX", ctx.clinic_fax),
        "email": lambda: m("EMAIL", ctx.email),
        "url": lambda: m("URL", ctx.url("device")),
        "ip": lambda: m("IPADDR", V.ip(rng)),
        "hosp": lambda: m("HOSPITAL", ctx.hosp),
        "hosp2": lambda: m("HOSPITAL", ctx.hosp2),
        "clinic": lambda: m("HOSPITAL", ctx.clinic),
        "pharm": lambda: m("HOSPITAL", ctx.pharm),
        "lab": lambda: m("HOSPITAL", ctx.lab),
        "care_home": lambda: m("HOSPITAL", ctx.care_home),
        "ward": lambda: m("HOSPITAL", ctx.ward),
        "room": lambda: m("LOCATION_OTHER", ctx.room),
        "bed": lambda: m("LOCATION_OTHER", ctx.bed),
        "city": lambda: m("CITY", ctx.city),
        "addr": lambda: ctx.addr_line(),
        "landmark": lambda: "the " + m("LOCATION_OTHER", rng.choice(pools.LANDMARK_CLEAN)),
        "ocountry": lambda: m("COUNTRY", rng.choice(pools.OTHER_COUNTRIES)),
        "mrn": lambda: m("MRN", ctx.mrn),
        "mrn2": lambda: m("MRN", V.mrn(rng, ctx.loc)),
        "acc": lambda: m("IDNUM", V.accession(rng)),
        "ord": lambda: m("IDNUM", V.order_no(rng)),
        "claim": lambda: m("IDNUM", V.ref_no(rng, "CLM")),
        "lic": lambda: m("LICENSE", V.digits(rng, 6)),
        "dev_meter": lambda: m("DEVICE", V.device_serial(rng, "monitor")),
        "dev_ws": lambda: m("DEVICE", V.device_serial(rng, "workstation")),
        "org_ins": lambda: m("ORGANIZATION", ctx.insurer),
        "prof": lambda: m("PROFESSION", ctx.profession),
        "employer": lambda: m("ORGANIZATION", ctx.employer),
        "drug": lambda: rng.choice(pools.drugs_for(ctx.loc))[0],
        "analyte": lambda: analyte[1],
        "val": lambda: str(round(rng.uniform(analyte[4] * 0.3, analyte[5] * 2.5), 1)) + " " + analyte[3],
        "dx": lambda: "%s (%s)" % (icd[1][0].lower() + icd[1][1:], icd[0]),
        "epon": lambda: rng.choice(pools.EPONYM_PHRASES),
    }
    h = rng.choice(pools.HOLIDAYS[ctx.loc])
    return re.sub(r"\{([a-z_0-9]+)\}", lambda mo: table[mo.group(1)](), tpl)


def comment(ctx, kind, fm=None):
    return fill(ctx, ctx.rng.choice(TEMPLATES[kind]), fm)


def comments(ctx, kind, k):
    tpls = list(TEMPLATES[kind])
    ctx.rng.shuffle(tpls)
    return [fill(ctx, t) for t in tpls[:k]]
