"""Genres: prison reception health screen, custody medication administration record,
secure hospital transfer form."""
from core import rng, pick, chance, sample, add_days, rand_date, age_phrase, words, fdate
from people import pat, doc, fam, Other
from ctx import Ctx, sig_block, hhmm
import places as PL
import ids
import clinical as CL


def reception_screen(country):
    cx = Ctx(country, amin=18, amax=74)
    n, pt = cx.n, cx.pt
    jail = PL.prison(country)
    nurse = cx.clin("RGN" if country == "UK" else pick(["RN", "LPN"]), "")
    gp = cx.clin("MRCGP" if country == "UK" else "MD", "Dr" if country == "UK" else "Dr.")
    pno = ids.prison_no(country)
    if country == "UK":
        n.line(pick(["RECEPTION HEALTH SCREEN - FIRST NIGHT (SystmOne template)", "Reception Screening - Part 1",
                     "HEALTHCARE RECEPTION SCREEN"]))
        n.f("Establishment: {e}\n", e=(jail, "LOCATION_OTHER"))
        n.f("Name: {p}   Prison No: {no}   CRO/PNC: {pnc}\n", p=pat(pt, pick(["LASTFIRST", "full"])), no=(pno, "IDNUM"),
            pnc=(ids.pnc(), "IDNUM"))
        n.f("DOB: {dob}   Age: {a}   NHS No: {nhs}\n", dob=cx.dob(), a=cx.age(), nhs=(ids.nhs(), "MRN"))
        n.f("Arrived: {d} {t} from {c}", d=cx.d(), t=hhmm(), c=(PL.court("UK") if chance(0.7) else pick(PL.UK_POLICE), "LOCATION_OTHER"))
        if chance(0.6):
            n.f(" (escort vehicle reg {v})", v=(ids.plate("UK"), "VEHICLE"))
        n.t("\n")
        n.f("Status: {s}   Location: {l}\n", s=pick(["Remand", "Convicted, unsentenced", "Sentenced (recall)", "Sentenced"]),
            l=(PL.cell("UK"), "LOCATION_OTHER"))
    else:
        n.line(pick(["INTAKE HEALTH SCREENING", "RECEIVING SCREENING (NCCHC J-E-02)", "MEDICAL INTAKE - BOOKING"]))
        n.f("Facility: {e}\n", e=(jail, "LOCATION_OTHER"))
        n.f("Inmate: {p}   Booking/Register #: {no}\n", p=pat(pt, "LASTFIRST"), no=(pno, "IDNUM"))
        n.f("DOB: {dob}   Age: {a}   Sex: {s}\n", dob=cx.dob(), a=cx.age(), s=pt.sex)
        if chance(0.5):
            n.f("SSN: {s}   ", s=(ids.ssn(), "SSN"))
        n.f("Booked: {d} {t}   Arresting agency vehicle: {v}\n", d=cx.d(), t=hhmm(), v=(ids.plate("US"), "VEHICLE"))
        n.f("Housing: {l}\n", l=(PL.cell("US"), "LOCATION_OTHER"))
        if chance(0.5):
            n.f("Trust account #: {a} (medical co-pay $%d)\n" % pick([2, 3, 5]), a=(ids.account(), "ACCOUNT"))
    if chance(0.7):
        n.f("Biometric ID: {b}\n", b=(ids.bioid(pick(["finger", "finger", "iris", "other"])), "BIOID"))
    n.t("\n1. PHYSICAL HEALTH\n")
    n.t("Current conditions: %s\n" % "; ".join(CL.problems(rng.randint(1, 4))))
    n.t("Obs: " + CL.vitals(country, True) + "\n")
    n.t("Visible injuries: %s\n" % pick(["none", "abrasion L cheek (reports fall at arrest)", "healing laceration R hand",
                                         "bruising both wrists consistent with handcuffs", "old scarring forearms"]))
    n.t("\n2. MEDICATION\n")
    ms = CL.meds(country, rng.randint(1, 4))
    n.t("Brought in: %s\n" % ("; ".join(ms) if chance(0.7) else "none"))
    n.add("Confirmed with ", (PL.hosp(country, "primary") if chance(0.6) else PL.pharmacy(country), "HOSPITAL"), " (tel ", cx.phone(), ")")
    if chance(0.5):
        n.add(", fax ", cx.fax())
    n.t(".\n")
    n.add("Community GP/PCP: ", doc(gp, "titlelast"), ", ", (PL.hosp(country, "primary"), "HOSPITAL"), ", ", PL.Address(country).pieces(), "\n")
    n.t("\n3. SUBSTANCE USE\n")
    n.t(pick(["Heroin IV daily, last use %s. " % pick(["this morning", "yesterday", "2 days ago"]),
              "Alcohol 20-30 units/day. ", "Spice smoking daily. ", "Crack cocaine weekends. ", "Denies drug use. ",
              "Methamphetamine smoked, last use yesterday. ", "Fentanyl (pressed pills). "]))
    n.t(pick(["COWS %d. " % rng.randint(0, 24), "CIWA-Ar %d. " % rng.randint(0, 26), ""]))
    n.t(pick(["Referred to IDTS/substance misuse team. ", "Started on symptomatic relief. ", "Methadone continued after confirmation with community prescriber. ",
              "No treatment indicated. "]) + "\n")
    n.t("\n4. MENTAL HEALTH AND RISK\n")
    n.t(pick(["Previous self-harm (cutting), last episode %d months ago. " % rng.randint(1, 30), "No history of self-harm. ",
              "Previous overdose. ", "Known to CMHT. "]))
    if country == "UK":
        n.t(pick(["ACCT not opened. ", "ACCT opened at reception. ", "Cell sharing risk assessment: standard. "]))
    else:
        n.t(pick(["Suicide watch not indicated. ", "Placed on constant observation pending MH eval. ", "Columbia screen negative. "]))
    vet = chance(0.45)
    if vet:
        s0, s1 = cx.service_years()
        n.add("\nVeteran: yes - served ", cx.branch, " ", cx.year(s0.year), "-", cx.year(s1.year), " with ",
              (PL.unit(country, cx.branch), "ORGANIZATION"))
        n.t(pick([", referred to in-reach veterans' worker.", "; VJO notified.", ", discharged under medical grounds.", "."]))
    n.t("\n\n5. SOCIAL\n")
    n.add("Occupation before custody: ", (pt.prof_civ, "PROFESSION"))
    if chance(0.4):
        n.add(" at ", (PL.employer(country), "ORGANIZATION"))
    n.t(". ")
    kin = cx.rel_person()
    n.add("NOK: ", fam(kin, "full"), " (", kin.rel, "), ", cx.phone(), pick([", ", ". "]))
    if chance(0.6):
        n.add("Address: ", cx.addr.pieces(), ". ")
    if chance(0.3):
        n.add("Has dependents; ", kin.rel, " is a ", (kin.prof, "PROFESSION"), ". ")
    n.t("\n\n6. TESTS / OFFERS\n")
    n.t("BBV opt-out testing: %s. Hep B vaccine: %s. TB symptom screen: negative. COVID/flu: %s.\n" % (
        pick(["accepted", "declined", "accepted - sample sent"]), pick(["dose 1 given", "declined", "course complete"]),
        pick(["up to date", "declined", "offered"])))
    if chance(0.5):
        n.add("Bloods sent, specimen no. ", (ids.accession(), "IDNUM"), "\n")
    n.t("\nSecondary screen booked within 7 days: ")
    n.add(cx.rel(rng.randint(1, 7)), "\n")
    n.add("\nScreened by: ", doc(nurse, pick(["fullcred", "initcred", "plain"])), "  ", cx.d(), " ", hhmm(), "\n")
    if chance(0.4):
        n.add("Prescriber review: ", doc(cx.clin(), "titlelast"), "\n")
    return cx, "prison_reception"


def mar(country):
    cx = Ctx(country, amin=19, amax=79)
    n, pt = cx.n, cx.pt
    jail = PL.prison(country) if chance(0.75) else pick(PL.US_SECURE if country == "US" else ["Fernhill Secure Hospital", "Larchwood Medium Secure Unit", "Severnside Medium Secure Unit"])
    is_prison = jail in PL.US_PRISONS or jail in PL.UK_PRISONS
    nurses = [cx.clin(pick(["RN", "LPN", "CMA"]) if country == "US" else pick(["RGN", "RMN", "Pharm Tech"]), "") for _ in range(rng.randint(2, 4))]
    presc = cx.clin("MD" if country == "US" else "MBChB", "Dr." if country == "US" else "Dr")
    start = add_days(cx.date, -rng.randint(0, 6))
    ndays = rng.randint(4, 7)
    n.line(pick(["MEDICATION ADMINISTRATION RECORD", "eMAR - Custody Medication Record", "MAR (in-possession / supervised)",
                 "Controlled Drug & Supervised Consumption Record"]))
    n.f("{l}: {j}", l="Establishment" if is_prison else "Unit", j=(jail, "LOCATION_OTHER" if is_prison else "HOSPITAL"))
    if is_prison:
        n.f("   Location: {c}", c=(PL.cell(country), "LOCATION_OTHER"))
    else:
        n.f("   Ward: {w}", w=(PL.ward(country), "HOSPITAL"))
    n.t("\n")
    n.f("Patient: {p}   {lab}: {no}\n", p=pat(pt, pick(["LASTFIRST", "full", "mid"])),
        lab="Prison No" if country == "UK" and is_prison else ("Inmate #" if is_prison else "MRN"),
        no=(ids.prison_no(country), "IDNUM") if is_prison else (ids.mrn(country), "MRN"))
    n.f("DOB: {dob}   Age: {a}   Allergies: {al}   Wt: {w}\n", dob=cx.dob(), a=cx.age(), al=CL.allergy(),
        w=("%d kg" % rng.randint(55, 120)) if country == "UK" else "%d lb" % rng.randint(120, 280))
    if chance(0.5):
        n.f("Photo ID verified; biometric ref {b}\n", b=(ids.bioid("finger"), "BIOID"))
    n.add("Prescriber: ", doc(presc, pick(["titlefull", "fullcred"])))
    if country == "US":
        n.add("   DEA: ", (ids.dea(presc.last), "LICENSE"))
    else:
        n.add("   GMC: ", (ids.gmc(), "LICENSE"))
    n.t("\n")
    n.add("Dispensing pharmacy: ", (PL.pharmacy(country), "HOSPITAL"), pick(["", " / Rx order " ]))
    if n.parts[-1].endswith("order "):
        n.add((ids.order_no(), "IDNUM"))
    n.t("\n")
    if country == "US" and is_prison and chance(0.5):
        n.f("Co-pay charged to inmate account {a}\n", a=(ids.account(), "ACCOUNT"))
    n.t("Risk assessment: %s\n\n" % pick(["Not in possession - supervised daily", "In possession 7 days", "In possession 28 days",
                                         "Supervised consumption (CD)", "NIP - previous diversion"]))
    meds = CL.meds(country, rng.randint(2, 4))
    times = pick([["08:00", "12:00", "17:00", "21:00"], ["0800", "2000"], ["AM", "PM"], ["07:30", "13:00", "19:30"]])
    days = [add_days(start, i) for i in range(ndays)]
    sty = pick(["dm_us", "dowus"] if country == "US" else ["dm_ukslash", "dm_uk"])
    sig = ["initials", "initials", "lower_init", "last"]
    codes = ["R", "R", "N", "H", "D", "A", "W", "S"]
    for m in meds:
        n.line("Drug: " + m)
        tm = sample(times, rng.randint(1, len(times)))
        tm = [t for t in times if t in tm]
        n.line("Times: " + ", ".join(tm))
        for d in days:
            n.add("  ", (fdate(d, sty), "DATE"), "  ")
            for t in tm:
                c = pick(codes) if chance(0.15) else ""
                who = pick(nurses)
                n.add(t, " ")
                if c in ("R", "D", "A", "W", "S", "N"):
                    n.add("[", c, "] ")
                    if c in ("R", "D"):
                        n.add(doc(who, pick(sig)), " ")
                else:
                    n.add(doc(who, pick(sig)), " ")
            n.t("\n")
        n.t("\n")
    n.t("Codes: R = refused, D = drug not available, A = absent (court/visit), W = withheld, S = self-administered, N = not given (other), H = hospital.\n")
    n.t("\nNotes:\n")
    d1 = pick(days)
    n.add("- ", (fdate(d1, sty), "DATE"), ": ", pick(["patient attended court, ", "refused AM dose, ", "dose withheld - drowsy, ",
                                                      "moved to segregation, "]))
    n.add(pick(["officer ", "escort ", "SO "]), (Other(country).last, "FAMILY"), " informed.\n")
    if chance(0.6):
        n.add("- Missed doses x %d: prescriber " % rng.randint(2, 3), doc(presc, "titlelast"), " informed, ", pick(["no action", "review booked", "IP status removed"]), ".\n")
    if chance(0.4):
        n.add("- Methadone/buprenorphine confirmed with ", (PL.hosp(country, "primary"), "HOSPITAL"), " on ", cx.d(), " (tel ", cx.phone(), ").\n")
    if chance(0.5):
        n.add("- Glucometer SN ", (ids.device_sn("glucometer"), "DEVICE"), " issued for BM monitoring.\n")
    n.t("\nStaff signature list:\n")
    for nu in nurses:
        n.add("  ", doc(nu, "initials"), " = ", doc(nu, pick(["fullcred", "plain"])))
        if chance(0.5):
            n.add("  login ", (ids.username(nu.first, nu.last, pick(["dot", "init", "num"])), "USERNAME"))
        n.t("\n")
    if chance(0.35):
        n.add("Printed ", cx.d(add_days(start, ndays)), " from terminal ", (ids.ip(), "IPADDR"), "\n")
    return cx, "custody_mar"


def secure_transfer(country):
    cx = Ctx(country, amin=18, amax=70)
    n, pt = cx.n, cx.pt
    jail = PL.prison(country)
    dest = pick(["Fernhill Secure Hospital", "Larchwood Medium Secure Unit", "Moorside Hospital", "Brackenfield Unit",
                 "Severnside Medium Secure Unit", "Hollins Park Psychiatric Unit"]) if country == "UK" else \
        pick(["Eastfield State Forensic Hospital", "Federal Medical Center Carrollton", "Ridgeline Behavioral Health Center"])
    rc = cx.clin("FRCPsych" if country == "UK" else "MD", "Dr" if country == "UK" else "Dr.")
    sender = cx.clin("RMN" if country == "UK" else "RN", "")
    n.line(pick(["SECURE HOSPITAL TRANSFER FORM", "TRANSFER OF CARE - PRISON TO SECURE HOSPITAL",
                 "Inter-facility Transfer Record (forensic)"]))
    if country == "UK":
        n.t("Legal authority: %s   " % pick(["MHA 1983 s47/49 (restriction direction)", "MHA s48/49 (remand, urgent)", "MHA s37/41"]))
        n.f("MoJ warrant ref: {w}\n", w=(ids.case_no(), "IDNUM"))
    else:
        n.t("Authority: %s   " % pick(["court order for competency restoration", "18 U.S.C. 4245 hospitalization",
                                       "emergency involuntary transfer"]))
        n.f("Court case no.: {w}\n", w=(ids.case_no(), "IDNUM"))
    n.f("Patient: {p}   DOB: {dob} ({a})\n", p=pat(pt, pick(["LASTFIRST", "full", "mid"])), dob=cx.dob(), a=cx.age())
    n.f("{pl}: {no}   {ml}: {m}\n", pl="Prison No" if country == "UK" else "Register No", no=(ids.prison_no(country), "IDNUM"),
        ml="NHS No" if country == "UK" else "MRN", m=(ids.nhs() if country == "UK" else ids.mrn("US"), "MRN"))
    if chance(0.4):
        n.f("Fingerprint record: {b}\n", b=(ids.bioid("finger"), "BIOID"))
    n.f("From: {j}, {l}\n", j=(jail, "LOCATION_OTHER"), l=(PL.cell(country), "LOCATION_OTHER"))
    n.f("To: {h}, {w}\n", h=(dest, "HOSPITAL"), w=(PL.ward(country), "HOSPITAL"))
    n.f("Transfer date: {d}   Departure: {t}   Vehicle: {v}\n", d=cx.d(), t=hhmm(), v=(ids.plate(country), "VEHICLE"))
    o1, o2 = Other(country), Other(country)
    n.add("Escort: ", pick(["Officers ", "SO ", "Escorting officers "]), (o1.full, "FAMILY"), " and ", (o2.full, "FAMILY"),
          pick([", restraints: ", "; restraints: "]), pick(["escort chain", "none", "handcuffs until vehicle", "waist restraint"]), "\n")
    n.add("Receiving clinician: ", doc(rc, pick(["titlefull", "fullcred"])), " (RC), tel ", cx.phone(True), "\n\n")
    n.t("REASON FOR TRANSFER\n")
    n.t(pick(["Deterioration in mental state with persecutory delusions, refusing food and fluids. ",
              "Acute psychotic relapse after stopping clozapine; unmanageable on healthcare wing. ",
              "Severe depressive episode with repeated ligature attempts despite constant watch. ",
              "Manic episode, assaultive to staff, requires treatment not available in prison. "]))
    n.add("Assessed by ", doc(cx.clin(), "titlefull"), " on ", cx.rel(-rng.randint(2, 20)), " and ", doc(cx.clin(), "titlefull"),
          " on ", cx.rel(-rng.randint(1, 10)), ".\n\n")
    n.t("RISK HISTORY\n")
    for _ in range(rng.randint(2, 4)):
        n.add("- ", cx.rel(-rng.randint(20, 2000)), ": ", pick(["assault on cellmate", "ligature found in cell", "fire-setting in cell",
                                                                 "threats to kill officer", "self-harm by cutting, sutured at ",
                                                                 "absconded from escort"]))
        if n.parts[-1].endswith("at "):
            n.add((PL.hosp(country, "acute"), "HOSPITAL"))
        n.t("\n")
    n.t("Current observation level: %s\n\n" % pick(["constant", "hourly", "4 per hour", "general"]))
    n.t("MEDICATION (last doses)\n")
    for m in CL.meds(country, rng.randint(2, 5)):
        n.add("  ", m, " - last given ", cx.d(), " ", hhmm(), "\n")
    n.t("Allergies: %s. Depot due: " % CL.allergy())
    n.add(cx.rel(rng.randint(1, 20)), ".\n")
    n.t("Physical health: " + "; ".join(CL.problems(2)) + ". " + CL.labs_inline(country, 4) + ".\n\n")
    n.t("CONTACTS\n")
    kin = cx.rel_person()
    n.add("NOK: ", fam(kin, "full"), " (", kin.rel, "), ", cx.phone(), "\n")
    if chance(0.6):
        sol = Other(country)
        n.add(pick(["Solicitor: ", "Attorney: "]), (sol.full, "FAMILY"), ", ", (pick(PL.UK_LAW if country == "UK" else PL.US_LAW), "ORGANIZATION"),
              ", ", cx.phone(), "\n")
    if chance(0.5):
        om = Other(country)
        n.add("Offender manager / probation: ", (om.full, "FAMILY"), ", ", (ids.email(om.first, om.last), "EMAIL"), "\n")
    n.add("Sending healthcare: ", (pick(["Greystone Healthcare Centre", "Inpatient Unit, " + jail]) if country == "UK" else jail + " Health Services Unit", "HOSPITAL"),
          ", tel ", cx.phone(True), ", fax ", cx.fax(), "\n\n")
    n.add("Handover given by ", doc(sender, pick(["fullcred", "plain"])), " to ", doc(cx.clin(pick(["RMN", "RN"]), ""), "fullcred"),
          " at ", hhmm(), " on ", cx.d(), ".\n")
    if chance(0.4):
        n.add("Property bag seal no. ", (ids.order_no(), "IDNUM"), "\n")
    if chance(0.4):
        n.add("Hearing aid travels with patient, SN ", (ids.device_sn("hearing"), "DEVICE"), "\n")
    return cx, "secure_transfer"
