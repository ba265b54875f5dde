"""Genres: consultant review letter, nurse handover, telephone follow-up, e-mail correspondence."""
import case as K
import phi
import pools
import blocks as B
import g_extra
from phi import pick


def consultant_letter(c, d):
    r = c.r
    if r.random() < 0.3:
        return g_extra.patient_letter(c, d)
    B.letterhead(c, d)
    typist = phi.person(r)
    d.w("\nOur ref: {a}/{m}    Your ref: {yr}\nDictated: {dd}   Typed: {dt}\n\n", a=pick(r, ["APH", "TM", "HAEM"]), m=(c.mrn, "MRN"),
        yr=(phi.idnum(r, "REF"), "IDNUM"), dd=c.Dd(0), dt=c.Dd(r.randrange(1, 6)))
    d.w("{dr}\n{sp}\n{h}\n", dr=c.Dr(c.referrer, "full"), sp=c.spec, h=c.H(c.ref_site, abbr_ok=False))
    ra, _ = phi.address(r, c.cc, lines=True, country=r.random() < 0.3)
    d.put(ra)
    d.w("\n\nDear {dr},\n\nRe: {n}, DOB {dob}, ", dr=c.Dr(c.referrer, "last"), n=c.P(pick(r, ["full", "caps", "mi"])), dob=c.D(c.dob))
    d.put(c.mrn_line())
    d.t("\n    ")
    d.put(c.addr)
    d.t("\n\nDiagnoses:\n")
    d.w("1. {dx} - diagnosed {md}\n", dx=c.ind[1], md=(phi.MONTHS[r.randrange(12)] + " " + str(c.d0.year - r.randrange(0, 3)), "DATE"))
    d.t("2. " + pick(r, ["Hypertension", "Type 2 diabetes mellitus", "Iron deficiency", "CKD stage 3a", "Hypothyroidism", "Previous PE"]) + "\n")
    d.t("3. " + pick(r, ["Osteoarthritis", "Depression", "Asthma", "Gout", "Migraine", "Atrial fibrillation (CHA2DS2-VASc 3)"]) + "\n\n")
    n = r.randrange(3, 12)
    d.w("Treatment: {p} x {n} between {a} and {b}; ", p=B.proc_abbr(c), n=str(n), a=c.Dd(-(n * 2 + 10)), b=c.Dd(-3))
    d.w("current medication: {m}.\n\n", m=B.meds(c))
    d.w("I reviewed {pt} in the apheresis clinic today, accompanied by ", pt=c.Pt())
    B.family_ref(c, d)
    d.w(". {He} is a {age}-year-old {ret}", He=c.he().capitalize(), age=c.A(r.random() < 0.2), ret="retired " if c.age >= 66 else pick(r, ["", "", "part-time ", "self-employed "]))
    d.w("{p} who lives in {city}", p=(c.prof, "PROFESSION"), city=(c.town[0], "CITY"))
    if r.random() < 0.5:
        d.w(" and was born in {co}", co=(pick(r, pools.COUNTRIES), "COUNTRY"))
    d.t(". ")
    if r.random() < 0.4:
        d.w("{He} had returned from a holiday in {co} shortly before symptoms began in {mo}. ", He=c.he().capitalize(),
            co=(pick(r, pools.TRAVEL), "COUNTRY"), mo=(phi.MONTHS[(c.d0.month - 2) % 12], "DATE"))
    d.w("Since the last review {he} reports {sx}. Examination: {vit}; access site clean. {neg}\n\n", he=c.he(),
        sx=pick(r, ["improved strength and walking 200 m with a stick", "less skin tightness and better mouth opening",
                    "no further pain crises", "fatigue after each session but otherwise well", "reduced pruritus", "stable vision"]),
        vit=B.vitals(r), neg=c.neg(2))
    d.w("Results ({dt}): {lb}.\n\n", dt=c.Dd(-1), lb=B.labs(c, 4))
    d.w("Plan:\n- continue {p}: {course}\n- next review {nx}\n- repeat bloods before each session\n", p=B.proc_abbr(c), course=c.ind[5],
        nx=c.Dd(pick(r, [14, 21, 28, 42])))
    if r.random() < 0.5:
        d.w("- {He} asked about returning to work at {emp}; I have suggested a phased return.\n", He=c.he().capitalize(), emp=(c.employer, "ORGANIZATION"))
    d.w("\nPlease do not hesitate to contact me on {ph} or {em}.\n\nYours sincerely,\n\n", ph=(phi.with_ext(r, c.unit_phone), "PHONE"),
        em=(phi.staff_email(r, c.cons, c.dom), "EMAIL"))
    B.cons_sig(c, d, c.cons, pick(r, ["Consultant in Transfusion Medicine and Apheresis", "Consultant Haematologist, Apheresis Lead",
                                      "Medical Director, Apheresis Service"]))
    d.w("Dictated but not read. {ci}/{ti}\n", ci=(c.cons["first"][0] + c.cons["last"][0], "DOCTOR"), ti=((typist["first"][0] + typist["last"][0]).lower(), "DOCTOR"))
    d.w("\ncc: {gp}, {pr}, ", gp=c.Dr(c.gp, "full"), pr=(c.practice, "HOSPITAL"))
    ga, _ = phi.address(r, c.cc, town=c.town)
    d.put(ga)
    d.w("\n    {pt} (patient copy)\n", pt=c.P("full"))


def handover(c, d):
    r = c.r
    d.w("{h} {u} - {t} handover {dt}\n", h=c.H(), u=B.unit_name(c), t=pick(r, ["AM->PM", "day->night", "end of list", "weekend"]), dt=c.D(c.d0))
    d.w("NIC: {a}  handing to {b}\n\n", a=c.N(c.nurses[0], "DOCTOR", pick(r, ["first", "full"])), b=c.N(c.nurses[1], "DOCTOR", pick(r, ["first", "full"])))
    mains = [None] + [B.mini_patient(c) for _ in range(r.randrange(2, 5))]
    for m in mains:
        d.put(B.loc(c, pick(r, [0, 1, 3, 4])))
        d.t(" - ")
        if m is None:
            d.put(c.P(pick(r, ["lastcaps", "full", "lastfirst"])))
            if c.pt["first"] in pools.NICK and r.random() < 0.7:
                d.w(" (prefers {nk})", nk=c.P("nick"))
            d.w(" {a}{s} ({m}). {ab} #{i} for {sh}. ", a=c.A(), s=c.sexw(), m=(c.mrn, "MRN"), ab=B.proc_abbr(c), i=str(r.randrange(1, 6)), sh=c.ind[2])
            d.w("{acc}. {lb}. ", acc=c.access, lb=B.labs(c, 2))
            d.t(pick(r, ["Tolerated well. ", "Tingling x2 - extra Ca given. ", "Hypotensive at start, settled with 250 mL bolus. ",
                         "Anxious re line. ", "Slept most of run. ", "No issues, obs stable throughout. "]))
            d.w("{rel} ", rel=c.rel)
            d.put(c.N(c.nok, "FAMILY", "first"))
            d.w(" collecting at {tm} - mob {ph}. ", tm=c.T(), ph=(c.nok_phone, "PHONE"))
            d.w("Next {nx}.\n", nx=c.WD(phi.add_days(c.d0, pick(r, [1, 2, 3]))))
        else:
            d.put(B.mp_name(c, m, pick(r, ["full", "lastcaps", "first"])))
            d.w(" {a}{s}, {sh}, {ab}. ", a=(str(m["age"]), "AGE"), s=m["sex"], sh=m["ind"][2], ab=pick(r, K.PROC_ABBR[m["proc"]]))
            k = r.randrange(6)
            if k == 0:
                d.w("Ward pt from {w} - return with porter, handed over to {n} on the ward.", w=(pick(r, pools.WARDS), "HOSPITAL"),
                    n=c.N(phi.person(r), "DOCTOR", "first"))
            elif k == 1:
                d.w("Line flushing poorly; alteplase dwell in situ since {tm}, re-check before {he} goes.", tm=c.T(), he="she" if m["sex"] == "F" else "he")
            elif k == 2:
                d.w("{rel} ", rel=m["rel"])
                d.put(phi.nm(r, m["nok"], "FAMILY", "full"))
                d.w(" rang ({ph}) asking for update - please call back.", ph=(m["phone"], "PHONE"))
            elif k == 3 and m["age"] < 66:
                d.w("Off work from {emp} as {p}; needs fit note.", emp=(pick(r, pools.EMPLOYERS), "ORGANIZATION"), p=(m["prof"], "PROFESSION"))
            elif k == 3:
                d.w("Retired {p}, hard of hearing - speak to {his} left side.", p=(m["prof"], "PROFESSION"), his="her" if m["sex"] == "F" else "his")
            elif k == 4:
                d.w("Product DIN {dn} to lab at {tm}, CD34 result to follow.", dn=(phi.din(r, c.d0.year), "IDNUM"), tm=c.T())
            else:
                d.w("Bloods sent (lab no. {ln}) - chase fibrinogen and iCa.", ln=(phi.idnum(r, "H"), "IDNUM"))
            d.w(" Next {nx}.\n", nx=c.WD(phi.add_days(c.d0, pick(r, [1, 2, 7, 14]))))
    d.t("\nJOBS\n")
    d.w("- machine {sn} alarmed 'centrifuge imbalance' x2 - biomed ({ex}) aware\n", sn=(phi.device_sn(r, "optia"), "DEVICE"), ex=("555" + phi.digits(r, 1), "PHONE"))
    d.w("- {dr} to review consent for ", dr=c.Dr(c.reg))
    m = B.mini_patient(c)
    d.put(B.mp_title(c, m))
    d.w(" before {nx}\n", nx=c.WD(phi.add_days(c.d0, 1)))
    d.w("- Octaplas x{u} ordered for tomorrow (order {o}); albumin stock low, pharmacy tel {ph}\n", u=str(r.randrange(4, 14)), o=(phi.idnum(r, "ORD"), "IDNUM"),
        ph=(phi.phone(r, c.cc), "PHONE"))
    d.w("- on call overnight: {dr} ", dr=c.Dr(phi.person(r)))
    d.put(B.bleep_piece(c))
    d.t(". " + c.neg(1) + "\n")


def telephone(c, d):
    r = c.r
    u = phi.username(r, c.nurses[0])
    d.w("TELEPHONE ENCOUNTER   {dt} {tm}   user: {u}\n", dt=c.Dd(pick(r, [1, 2, 3])), tm=c.T(), u=(u, "USERNAME"))
    d.w("Dept: {un}   Encounter: {ac}\n", un=B.unit_name(c), ac=(phi.account(r, c.cc), "ACCOUNT"))
    d.w("Patient: {n}   {m}   DOB {dob}\n", n=c.P(pick(r, ["lastcaps", "lastfirst"])), m=(c.mrn, "MRN"), dob=c.D(c.dob))
    k = r.randrange(3)
    if k == 0:
        d.w("Call type: outbound post-procedure check. Called mobile {ph}", ph=(c.mobile, "PHONE"))
        d.w("; spoke to patient. ID confirmed with DOB and first line of address ({st}).\n", st=c.addr[0])
    elif k == 1:
        d.w("Call type: inbound. {rel} ", rel=c.rel.capitalize())
        d.put(c.N(c.nok, "FAMILY", pick(r, ["full", "first"])))
        d.w(" rang from {ph} (patient consent on file to share information).\n", ph=(c.nok_phone, "PHONE"))
    else:
        d.w("Call type: missed appointment follow-up. Home {ph} - no answer, voicemail left; mobile {mb} answered.\n", ph=(c.phone, "PHONE"),
            mb=(c.mobile, "PHONE"))
    d.w("\nS: {age}{s} with {sh}, had {ab} on {dt}. ", age=c.A(), s=c.sexw(), sh=c.ind[2], ab=B.proc_abbr(c), dt=c.D(c.d0))
    sx = ["feeling tired the next day, otherwise fine", "tingling in fingers on the way home that settled with Tums",
          "a small bruise around the cannula site", "fever 37.9 overnight and rigors", "no problems"]
    sx += {"ECP": ["pink skin on arms after sun exposure", "nausea after methoxsalen"], "PBSC": ["bone pain settling", "left shoulder-tip ache"],
           "RCE": ["no pain crises since exchange"], "TPE": ["mild headache", "feeling 'washed out'"]}.get(c.proc, [])
    d.t("Reports " + pick(r, sx) + ". ")
    d.t(pick(r, ["No chest pain, SOB or bleeding. ", "Line dressing dry and intact. ", "Eating and drinking normally. "]))
    if r.random() < 0.25:
        d.w("Flying to {co} on {dt} to visit family - advised to discuss with consultant first. ", co=(pick(r, pools.TRAVEL), "COUNTRY"),
            dt=c.Dd(r.randrange(10, 40)))
    if r.random() < 0.45 and c.age < 66:
        d.w("Has been off work (works as a {p} at {emp}). ", p=(c.prof, "PROFESSION"), emp=(c.employer, "ORGANIZATION"))
    elif r.random() < 0.3:
        d.w("Retired {p}; lives with {rel}. ", p=(c.prof, "PROFESSION"), rel=c.rel)
    d.t("\nA: " + pick(r, ["Expected post-procedure fatigue.", "Possible line infection - needs review today.", "Mild photosensitivity.",
                          "Citrate symptoms resolved.", "Well."]) + " " + c.neg(1) + "\n")
    d.t("P: ")
    d.t(pick(r, ["Advised to attend ", "Booked for review at "]))
    d.w("{h} {u} ", h=c.H(), u=B.unit_name(c))
    d.w("on {dt} at {tm}; ", dt=c.WD(phi.add_days(c.d0, pick(r, [3, 5, 7, 14]))), tm=c.T())
    d.t(pick(r, ["blood cultures on arrival. ", "bring medication list. ", "hold ramipril from the evening before. ", "wear wraparound sunglasses for 24 h after ECP. "]))
    if r.random() < 0.5:
        d.w("Transport booked with {co}, pick-up from ", co=(pick(r, ["Patient Transport Service", "community transport"]) if r.random() < 0.5 else (pick(r, pools.COURIERS[:1] + ["Harbourcare Community Transport", "Kowhai Shuttle Trust"]), "ORGANIZATION")))
        d.put(c.addr[0])
        d.w(", vehicle {pl}. ", pl=(phi.plate(r, c.cc), "VEHICLE"))
    d.w("Safety-netting given: call {ph} (unit) or {ah}; ", ph=(c.unit_phone, "PHONE"),
        ah=pick(r, [{"US": "911 if severe", "CA": "911 if severe", "GB": "111 out of hours", "AU": "000 if severe", "IE": "112 or 999 if severe",
                     "NZ": "111 if severe"}[c.cc], "the after-hours line", "ED"]))
    d.w("patient portal messages via {u}.\n", u=B.url(c, "mychart"))
    d.w("\nElectronically signed by ", )
    d.put(c.N(c.nurses[0], "DOCTOR", "full"))
    d.w(" ({u}) on {dt} {tm}\n", u=(u, "USERNAME"), dt=c.Dd(pick(r, [1, 2, 3])), tm=c.T())
    if r.random() < 0.5:
        d.w("Routed to: {dr} ({u2}) for information\n", dr=c.Dr(c.cons), u2=(phi.username(r, c.cons), "USERNAME"))


def _hdr_date(c, dt):
    wd = phi.WDAY[dt.weekday()][:3]
    return (wd + ", %d %s %d" % (dt.day, phi.MONTHS[dt.month - 1][:3], dt.year), "DATE")


def email_thread(c, d):
    r = c.r
    unrel = "unrelated" in c.ind[2]
    sib = "sibling" in c.ind[2]
    a, b = c.cons, phi.person(r)
    reg_ = pick(r, pools.REGISTRIES)
    bdom = phi.slug(reg_) + ".example.org" if unrel else phi.domain(r, c.ref_site[2])
    ea, eb = phi.staff_email(r, a, c.dom), phi.staff_email(r, b, bdom)
    did = phi.idnum(r, "D")
    subj = pick(r, {"TPE": ["Urgent TPE - bed request", "PLEX referral query"], "ECP": ["ECP schedule change", "ECP referral"],
                    "RCE": ["RCE - red cell availability", "Exchange transfusion request"], "PBSC": ["Collection logistics", "Product shipment tomorrow"],
                    "MNC": ["CAR-T collection slot", "Apheresis slot for CAR-T"], "LEUKO": ["Urgent leukapheresis"], "LDL": ["Lipoprotein apheresis referral"]}[c.proc])
    ini = (did, "IDNUM") if unrel else c.P("initials")
    d.w("From: {n} <{e}>\nTo: {n2} <{e2}>\nCc: {cc}\n", n=c.N(a, "DOCTOR", "full"), e=(ea, "EMAIL"), n2=c.N(b, "DOCTOR", "full"), e2=(eb, "EMAIL"),
        cc=B.unit_email(c))
    d.w("Date: {dt} {tm} +0000\nSubject: RE: {s} - {ini}\nX-Originating-IP: [{ip}]\n\n", dt=_hdr_date(c, phi.add_days(c.d0, -1)),
        tm="%02d:%02d:%02d" % (r.randrange(7, 19), r.randrange(60), r.randrange(60)), s=subj, ini=ini, ip=(phi.private_ip(r), "IPADDR"))
    d.w("Hi {f},\n\n", f=c.N(b, "DOCTOR", "first"))
    rec = phi.person(r)
    if sib:
        rec["last"] = c.pt["last"]
    co = (pick(r, ["Germany", "Poland", "Spain", "Canada", "Australia", "Ireland", "Singapore", "Israel"]), "COUNTRY")
    if unrel:
        d.w("Thanks - we can collect donor {di} on {dt} (day 5 of G-CSF) in ", di=(did, "IDNUM"), dt=c.WD(c.d0))
        d.put(B.loc(c, 0))
        d.w(". Donor weight {w} kg; pre-count booked at 07:30. Work-up bloods and medical were satisfactory.\n", w=str(c.weight))
        d.w("{co} will collect from our lab at about {tm}; vehicle {pl}, waybill {wb}. Tracking: {u}\n", co=(pick(r, pools.COURIERS), "ORGANIZATION"), tm=c.T(),
            pl=(phi.plate(r, c.cc), "VEHICLE"), wb=(phi.idnum(r, "AWB"), "IDNUM"), u=("https://track.example.net/" + phi.digits(r, 10), "URL"))
    else:
        if sib:
            d.w("Happy to collect from {pt} ({m}), sibling donor for {rn}. We have ", pt=c.Pt(), m=(c.mrn, "MRN"), rn=c.N(rec, "FAMILY", "full"))
        else:
            d.w("Happy to take {pt} ({m}) for {ab}. We have ", pt=c.Pt(), m=(c.mrn, "MRN"), ab=B.proc_abbr(c))
        d.put(B.loc(c, 0))
        d.w(" free on {dt} from {tm}. ", dt=c.WD(c.d0), tm=c.T())
        d.w("{He} will need {acc} - can your team arrange before {dt}? ", He=c.he().capitalize(), acc=c.access.split(" (")[0],
            dt=c.WD(phi.add_days(c.d0, -1)))
        d.w("Please send the latest {lb} and confirm {he} is off ACE inhibitors. ", lb=B.labs(c, 2), he=c.he())
        if r.random() < 0.5:
            d.w("Family contact is {his} {rel} ", his=c.his(), rel=c.rel)
            d.put(c.N(c.nok, "FAMILY", "full"))
            d.w(" on {ph}.", ph=(c.nok_phone, "PHONE"))
        d.t("\n")
    d.w("\nBest wishes,\n{n}\n{role}\n{h}\nT: {ph}  F: {fx}\n{web}\n", n=c.N(a, "DOCTOR", pick(r, ["full", "first"])),
        role=pick(r, ["Consultant Haematologist", "Apheresis Lead", "Clinical Director, Transfusion"]), h=c.H(abbr_ok=False),
        ph=(phi.with_ext(r, c.unit_phone), "PHONE"), fx=(c.unit_fax, "FAX"), web=B.url(c))
    d.w("\n-----Original Message-----\nFrom: {n} <{e}>\nSent: {dt} {tm}\nTo: {e2}\nSubject: {s} - {ini}\n\n", n=c.N(b, "DOCTOR", "full"), e=(eb, "EMAIL"),
        dt=_hdr_date(c, phi.add_days(c.d0, -2)), tm=c.T(), e2=(ea, "EMAIL"), s=subj, ini=ini)
    if unrel:
        d.w("> Dear {n},\n> {rg} has confirmed a PBSC request for donor {di} (GRID {gr}). Preferred collection date {dt}; a second day may be needed.\n",
            n=c.N(a, "DOCTOR", "first"), rg=(reg_, "ORGANIZATION"), di=(did, "IDNUM"),
            gr=(" ".join(phi.digits(r, 4) for _ in range(4)) + " " + phi.digits(r, 3), "IDNUM"), dt=c.D(c.d0))
        d.w("> Recipient {ri}, {rw} kg, transplant centre {th}, {co}. Target 5.0 x10^6 CD34+/kg.\n", ri=(phi.idnum(r, "R"), "IDNUM"),
            rw=str(r.randrange(40, 100)), th=(pick(r, pools.HOSP_STEMS) + " Transplant Centre", "HOSPITAL"), co=co)
        d.w("> Please confirm courier details. My direct line is {mb}.\n> Kind regards, {f}\n> Donor Services Coordinator, {rg}\n",
            mb=(phi.phone(r, c.cc), "PHONE"), f=c.N(b, "DOCTOR", "first"), rg=(reg_, "ORGANIZATION"))
    else:
        d.w("> Dear {n},\n> We have a {age} yo {s} ", n=c.N(a, "DOCTOR", "first"), age=c.A(), s="woman" if c.sex == "F" else "man")
        if sib:
            d.w("who is the HLA-identical sibling donor for our patient {rn} (AML in CR1). ", rn=c.N(rec, "FAMILY", pick(r, ["full", "first"])))
        else:
            d.w("with {dx} currently on {w} at {h}. ", dx=c.ind[1], w=(c.ward, "HOSPITAL"), h=c.H(c.ref_site))
        d.w("\n> {neg} Labs today {lb}.\n", neg=c.neg(1), lb=B.labs(c, 2))
        d.w("> Could you accept for {p}? My mobile is {mb}; registrar ", p=B.proc_abbr(c), mb=(phi.phone(r, c.cc, "mobile"), "PHONE"))
        d.put(c.N(c.reg, "DOCTOR", "full"))
        d.t(" holds ")
        d.put(B.bleep_piece(c))
        d.w(".\n> Thanks, {f}\n> {role}, {h}\n", f=c.N(b, "DOCTOR", "first"), role=c.spec, h=c.H(c.ref_site))
    d.w("> Fax {fx}\n", fx=(phi.phone(r, c.cc), "FAX"))
    d.t("\nCAUTION: This email originated from outside the organisation. Do not click links unless you recognise the sender.\n")
