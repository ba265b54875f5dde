"""Spanish: MEDDOCAN fine types (NOMBRE_SUJETO_ASISTENCIA, TERRITORIO, …), day-first dates, Spanish pools."""

from __future__ import annotations

from deidq.workers.languages.record import (
    Calendar,
    Language,
    MergeDefaults,
    Places,
    RuleData,
    SurrogateData,
    frozen_map,
    model_artifacts_dir,
    rules_data_dir,
    rules_packs_dir,
)

CODE = "es"
# Latin American countries: their cities from 100,000 inhabitants are in the gazetteer
LATAM = frozenset(
    ["AR", "BO", "CL", "CO", "CR", "CU", "DO", "EC", "GT", "HN", "MX", "NI", "PA", "PE", "PR", "PY", "SV", "UY", "VE"]
)

# one line per list keeps the record readable
# fmt: off
LANGUAGE = Language(
    code=CODE,
    name="Spanish",
    date_order="day-first",
    calendar=Calendar(
        months=("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
                "octubre", "noviembre", "diciembre"),
        months_abbr=("ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"),
        weekdays=("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"),
        weekdays_abbr=("lun", "mar", "mié", "jue", "vie", "sáb", "dom"),
        month_aliases=frozen_map({"sept": 9, "setiembre": 9, "set": 9}),
        kept_month_spellings=frozenset({"setiembre"}),
        connectors=frozenset({"de", "del", "el", "ano", "en", "a", "día", "dia"}),
        ordinal_suffixes=frozenset({"o", "º", "ª"}),
        date_words=frozenset({"navidad", "nochebuena", "nochevieja", "reyes", "semana", "santa", "pascua",
                              "verano", "invierno", "otono", "primavera", "principios", "mediados", "finales",
                              "dias", "semanas", "mes", "meses", "anos", "hace", "la", "los", "las", "y", "al",
                              "desde", "hasta", "fin"}),
    ),
    also_parse_months_of=("en",),
    rules=RuleData(
        data_dir=rules_data_dir(CODE),
        packs_dir=rules_packs_dir(CODE),
        gazetteer_types=frozen_map(
            {"city": "TERRITORIO", "state": "TERRITORIO", "country": "PAIS", "profession": "PROFESION"}
        ),
        places=Places(
            home_country="ES",
            home_min_population=0,
            min_population=300_000,
            home_alternate_names=True,
            region_countries=LATAM,
            region_min_population=100_000,
        ),
        given_name_type="NOMBRE_SUJETO_ASISTENCIA",
        default_name_type="NOMBRE_SUJETO_ASISTENCIA",
        known_phi_types=frozen_map({
            "name": "NOMBRE_SUJETO_ASISTENCIA", "mrn": "ID_SUJETO_ASISTENCIA", "nhc": "ID_SUJETO_ASISTENCIA",
            "dob": "FECHAS", "date": "FECHAS", "address": "CALLE", "phone": "NUMERO_TELEFONO", "fax": "NUMERO_FAX",
            "email": "CORREO_ELECTRONICO", "nass": "ID_ASEGURAMIENTO", "ssn": "ID_ASEGURAMIENTO",
            "dni": "ID_SUJETO_ASISTENCIA", "city": "TERRITORIO", "zip": "TERRITORIO", "id": "ID_SUJETO_ASISTENCIA",
            "family": "FAMILIARES_SUJETO_ASISTENCIA", "doctor": "NOMBRE_PERSONAL_SANITARIO",
        }),
        titles=frozenset({"doctor", "doctora", "don", "doña", "señor", "señora", "señorita", "profesor", "profesora"}),
        eponym_before=("de", "del"),
        name_particles=("de", "del", "la", "las", "los", "y"),
    ),
    surrogates=SurrogateData(
        faker_locale="es_ES",
        country_code="ES",
        country_names="faker",
        street_types=("Calle", "Avenida", "Paseo", "Plaza", "Calle", "Calle", "Ronda", "Camino", "Travesía"),
        street_format="{type} {name}, {number}",
        saints=("San Rafael", "Santa Lucía", "San Juan", "San Pedro", "Santa Teresa", "San Jorge", "Santa Isabel",
                "San Carlos", "Santa Cristina", "San Agustín", "Santa Bárbara", "San Cecilio", "San Lázaro"),
        hospital_templates=("Hospital Universitario {saint}", "Hospital General de {city}", "Hospital {last}",
                            "Complejo Hospitalario de {city}", "Hospital Clínico {saint}",
                            "Hospital Comarcal de {city}", "Clínica {last}", "Hospital Universitario {first} {last}",
                            "Hospital de {city}"),
        centre_templates=("Centro de Salud {city}", "Centro de Salud {first} {last}", "Centro de Salud {last}",
                          "Consultorio {city}"),
        org_templates=("Universidad de {city}", "Fundación {last}", "Laboratorios {last}", "Instituto {last}",
                       "{last} y {last2} S.L.", "Grupo {last}", "Servicio de Salud de {city}"),
        handle_words=("rio", "sierra", "roble", "faro", "campo", "olivo", "norte", "brisa", "cumbre", "valle",
                      "luna", "cedro", "atlas", "delta", "prado", "ribera", "mirador", "alba"),
        other_placeholder="[OTRO]",
        sex_placeholder="[SEXO]",
        phone_trunk_prefix=r"^(34)([\s.-]+)(?=\d)",  # "34 " before the number
        postcode_provinces=(1, 52),
        age_words=r"(?:un[oa]?|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|"
                  r"dieci\w+|veinte|veinti\w+|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien|"
                  r"ciento|y|de|anos?|a|meses|mes|semanas?|dias?|edad|aprox|medio|media)",
    ),
    # MEDDOCAN gold leaves a sentence full stop out of place spans; the rules' PAIS beats the model's TERRITORIO
    # for a country name (docs/architecture.md "Merge policy")
    merge=MergeDefaults(
        final_stop_types=frozenset({"CALLE", "TERRITORIO", "PAIS", "HOSPITAL", "INSTITUCION", "CENTRO_SALUD"}),
        trusted_types=frozenset({"rules:PAIS"}),
    ),
    model_dir=model_artifacts_dir(CODE),
)
# fmt: on
