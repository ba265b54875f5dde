"""Own genres: home health & DME coordination note; 30-day readmission review."""
import core as C
import common as K
import pools as P

DME_ITEMS = [
    ("Hospital bed, semi-electric w/ rails", "E0260"), ("Oxygen concentrator 5 L", "E1390"),
    ("Portable O2 cylinders (E tanks) x6", "E0431"), ("Standard wheelchair 18\" w/ leg rests", "K0001"),
    ("CPAP w/ heated humidifier", "E0601"), ("Rolling walker", "E0143"), ("3-in-1 bedside commode", "E0165"),
    ("Alternating pressure mattress", "E0277"), ("Hoyer lift", "E0630"), ("Nebulizer compressor", "E0570"),
    ("Home ventilator (Trilogy Evo)", "E0466"), ("Enteral feeding pump", "B9002"),
]


def hh_dme(c, n, r):
    pt = c.pt
    K.header(c, n, r, r.choice(["Home Health & DME Coordination", "CM Note - Home Health Referral / DME",
                                "Post-Acute Home Services Set-Up", "DME & Home Health Order Summary"]))
    n.f("Discharge {dc} to {where}.\n", dc=c.d(c.dc, r.choice(["mdy", "long", "wd_short"])),
        where=r.choice([["home (", (c.street, "STREET"), ", ", (c.city, "CITY"), ")"],
                        ["daughter's home: ", (c.mk_street(), "STREET"), ", ", (c.fam[0].city, "CITY"), ", ",
                         (c.fam[0].st, "STATE")], ["home"]]))
    n.t("\nHOME HEALTH\n")
    intake = r.choice(["Darlene", "Mitch", "Sonia", "Pedro", "Gail", "Brianna"])
    n.f("Agency: {hha} (accepted {d}); intake {who} ph {ph} fax {fx}. SOC {soc}.\n", hha=(c.hha, "HOSPITAL"),
        d=c.rd(c.los - 2, c.los, style="md"), who=(intake, "DOCTOR"), ph=c.any_phone(), fx=c.any_phone("FAX"),
        soc=c.d(C.add_days(c.dc, r.randint(1, 2)), r.choice(["mdy", "md", "wd_short"])))
    n.t("Disciplines: " + ", ".join(r.sample(["SN (wound care, med mgmt)", "PT eval & treat", "OT eval & treat",
                                               "SLP (dysphagia)", "HHA 2x/wk", "MSW"], r.randint(2, 4))) + ".\n")
    n.f("Face-to-face encounter {d} by {att}: homebound - {why}.\n", d=c.rd(0, c.los, style="mdy"),
        att=[c.att.full(), ", " + c.att.cred],
        why=r.choice(["requires RW and assist of 1 to leave home; leaving home is a taxing effort",
                      "SOB with exertion >20 ft, O2 dependent", "post-op NWB LLE, w/c level"]))
    n.f("Certifying physician (485/POC): {pcp}, NPI {npi}, {cl}.\n", pcp=[c.pcp.full(), " " + c.pcp.cred],
        npi=(C.npi(r), "LICENSE"), cl=(c.clinic, "HOSPITAL"))
    n.t("\nDME\n")
    n.t("Item                                   | HCPCS | Serial          | Delivered\n")
    items = r.sample(DME_ITEMS, r.randint(2, 5))
    for it, code in items:
        n.f("{it} | {code} | {sn} | {d}\n", it=it, code=code,
            sn=(C.device_sn(r), "DEVICE") if r.random() < 0.8 else "n/a",
            d=c.d(C.add_days(c.dc, r.randint(-1, 0)), r.choice(["md", "mdy2"])))
    n.f("Vendor: {v}, order #{o}, ph {ph}, e-mail {em}.\n", v=(c.dme, "ORGANIZATION"), o=(C.digits(r, 8), "IDNUM"),
        ph=c.any_phone(), em=("orders@" + C.slug(c.dme)[:12] + "." + r.choice(["example.com", "example.net"]), "EMAIL"))
    if any("O2" in it or "Oxygen" in it for it, _ in items) or r.random() < 0.3:
        n.f("O2 qualification: SpO2 {a}% RA at rest on {d}; {b}% on 2L with ambulation. CMN signed by {att}.\n",
            a=r.randint(82, 88), d=c.rd(c.los - 2, c.los, style="mdy"), b=r.randint(90, 96), att=c.att.dr())
    if r.random() < 0.5:
        n.f("Remote monitoring: {hha} telehealth hub SN {sn} paired with BT scale SN {sn2}; hub reports to "
            "{ip}. Portal: {url}\n", hha=(c.hha, "HOSPITAL"), sn=(C.device_sn(r), "DEVICE"), sn2=(C.device_sn(r), "DEVICE"),
            ip=(C.ipaddr(r), "IPADDR"), url=(r.choice(["https://rpm.example.com/enroll", "www.example.org/telehealth",
                                                        "https://homecare.example.net/patient"]), "URL"))
    n.f("Insurance: {ins} {mid}; DME auth {au}.\n", ins=(c.insurer, "ORGANIZATION"), mid=(c.member, "HEALTHPLAN"),
        au=r.choice([(C.auth_no(r), "IDNUM"), "not required"]))
    n.f("Family training: {f} instructed on {what} by {pt_t} on {d}; return demo satisfactory.\n",
        f=c.famrel(c.fam[0]), what=r.choice(["Hoyer transfers", "O2 safety and tubing", "wound vac alarms", "tube feeds"]),
        pt_t=[c.pt_ther.full(), ", " + c.pt_ther.cred], d=c.rd(c.los - 2, c.los, style="md"))
    n.f("Pt contact after DC: {ph}; alt {fam} {ph2}.\n", ph=c.phone("cell"), fam=c.fam[0].fn(), ph2=c.fam_phone(c.fam[0]))
    K.signature(c, n, r, c.cm, "Case Management")
    if r.random() < 0.5:
        K.audit(c, n, r, c.cm)


FACTORS = ["Medication not obtained (cost / PA)", "No PCP follow-up within 7 days", "HH SOC delayed",
           "Caregiver unable to manage care", "Premature discharge", "Disease progression",
           "Non-adherence to diet / fluid restriction", "SNF transfer back (change in condition)",
           "Patient declined post-acute services", "Communication gap at handoff", "Health literacy"]


def readmit_review(c, n, r):
    pt = c.pt
    i_adm, i_dc = c.admit, c.dc
    gap = r.randint(2, 29)
    re_adm = C.add_days(i_dc, gap)
    n.t(r.choice(["30-DAY READMISSION REVIEW\n", "Readmission Case Review (QI - Peer Protected)\n",
                  "Unplanned Readmission Root-Cause Review\n"]))
    n.f("Review #: {rv}   Reviewer: {cm}   Date: {d}\n", rv=(C.case_no(r, "RR"), "IDNUM"), cm=c.cm.sig(),
        d=c.d(C.add_days(re_adm, r.randint(1, 10)), r.choice(["mdy", "iso", "abbr"])))
    n.f("Patient: {nm} ({age}{sx})  MRN {mrn}\n", nm=pt.lf(), age=c.age_v(), sx=pt.sex, mrn=(c.mrn, "MRN"))
    n.f("Index admission: {a} - {b}, {H}, enc {e}; {dx}.\n", a=c.d(i_adm, "mdy"), b=c.d(i_dc, "mdy"), H=c.H(True),
        e=(c.acct, "ACCOUNT"), dx=c.dx_short)
    dispo = r.choice(["hh", "snf", "self", "alf"])
    n.f("Discharged to: {to}.\n", to={"hh": ["home w/ ", (c.hha, "HOSPITAL")], "snf": [(c.snf, "HOSPITAL")],
                                       "self": "home, self-care", "alf": [(c.alf, "HOSPITAL")]}[dispo])
    n.f("Readmission: {d} ({g} days post-DC), enc {e}, via {via}; dx {dx2}.\n\n", d=c.d(re_adm, "mdy"), g=gap,
        e=(C.account(r), "ACCOUNT"), via=r.choice(["ED", "direct admit from clinic", "EMS from SNF"]),
        dx2=r.choice(["recurrent CHF exacerbation", "hypoglycemia", "C. diff colitis", "fall w/ hip fx", "AKI", "aspiration PNA"]))
    n.t("TIMELINE\n")
    events = [
        (i_dc, ["Discharged; ", r.choice(["4", "6", "9", "11"]), " new meds; AVS reviewed with ", c.fam[0].fn()]),
        (C.add_days(i_dc, 1), ["Meds to Beds not used; scripts sent to ", (c.pharm, "HOSPITAL")] if dispo != "snf"
         else ["Arrived at SNF; med rec done by facility RN ", c.liaison.fn()]),
        (C.add_days(i_dc, r.randint(2, 3)), ["TCM call by ", c.rn.full(), ": ", r.choice(["no answer x2", "pt reports doing well", "dtr concerned about swelling"])]),
        (C.add_days(i_dc, r.randint(4, 6)), {
            "hh": ["HH SOC by ", (c.hha, "HOSPITAL"), r.choice([" (delayed - staffing)", "", " - wt up 4 lb"])],
            "snf": ["SNF care conference at ", (c.snf, "HOSPITAL"), "; ", r.choice(["wt up 3 kg", "refusing therapy", "no concerns"])],
            "self": ["PCP appt at ", (c.clinic, "HOSPITAL"), " ", r.choice(["missed (no ride)", "kept", "rescheduled"])],
            "alf": [(c.alf, "HOSPITAL"), " staff report ", r.choice(["poor PO intake", "missed insulin doses", "new confusion"])]}[dispo]),
        (re_adm, ["Presented to ED; ", K.vitals(r)]),
    ]
    for d, ev in events:
        if d > re_adm:
            continue
        n.f("{d}  {ev}\n", d=c.d(d, r.choice(["md", "mdy2"])), ev=ev)
    n.t("\nINTERVIEW\n")
    k = r.randrange(2)
    if k == 0:
        n.f("Spoke with {nm} in rm {rm}. {he} states \"{q}\"\n", nm=pt.mr(), rm=(c.room, "LOCATION_OTHER"),
            he=pt.he().capitalize(), q=r.choice(["I couldn't afford the water pill so I stretched it out.",
                                                 "nobody came to the house until Friday.",
                                                 "I didn't know I was supposed to weigh myself.",
                                                 "the rehab sent me home too early."]).replace("Friday", "the weekend"))
    else:
        f = c.fam[0]
        n.f("Phone interview with {rel} {nm} ({ph}): {q}\n", rel=f.rel, nm=f.full(), ph=c.fam_phone(f),
            q=r.choice(["reports pt was confused about which pills were stopped.", "states they had to return to work and pt was alone during the day.",
                        "says the SNF discharged pt without a walker."]))
    n.t("\nCONTRIBUTING FACTORS\n")
    picked = r.sample(FACTORS, r.randint(2, 4))
    for fct in FACTORS:
        n.t(("[x] " if fct in picked else "[ ] ") + fct + "\n")
    n.f("\nPreventability: {p}. LACE at index DC: {l}. {sc}.\n", p=r.choice(["likely preventable", "possibly preventable",
                                                                              "not preventable"]),
        l=r.randint(6, 17), sc=K.scores(r))
    n.t("ACTIONS\n")
    n.f("1. Pharmacy ({ph}) to add PA check to DC workflow - owner {o}, due {d}.\n", ph=r.choice([("Mercy Outpatient Pharmacy", "HOSPITAL"), "inpatient pharmacy"]),
        o=c.ur.full(), d=c.d(C.add_days(re_adm, r.randint(14, 45)), r.choice(["mdy", "month_year", "abbr"])))
    n.f("2. Feedback to {hha} liaison {li} re: SOC timeliness.\n", hha=(c.hha, "HOSPITAL"), li=c.liaison.full())
    n.f("3. Case presented at Readmission Committee {d}; attendees {a}, {b}.\n",
        d=c.d(C.add_days(re_adm, r.randint(10, 40)), r.choice(["long", "mdy"])), a=c.att.dr(), b=[c.sw.full(), ", " + c.sw.cred])
    if r.random() < 0.5:
        n.f("Data pulled from registry by {u}; extract {ex}.\n", u=c.ur.uname(), ex=(C.digits(r, 6), "IDNUM"))
    if r.random() < 0.4:
        K.dict_initials(n, r, c.cm)
